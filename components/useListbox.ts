import { useEffect, useState } from 'react';

/**
 * The option the arrows are on in the listbox a search field controls (the popup's, Stats'):
 * kept while the options stay the same (`key`), `start` for new ones (-1: none), scrolled into
 * view. `keys` takes ↑ and ↓, and Enter, which picks the option (the first, if none is on).
 */
export function useListbox(
  ids: string[],
  start: number,
  onPick: (at: number) => void,
  key = ids.join(' '),
) {
  const [chosen, setChosen] = useState({ key: '', at: start });
  const at = chosen.key === key ? chosen.at : start;
  const active = ids[at];
  useEffect(() => {
    if (active) document.getElementById(active)?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const keys = (e: { key: string; preventDefault(): void }) => {
    const to = { ArrowDown: at + 1, ArrowUp: at - 1 }[e.key];
    if (ids.length === 0 || (to === undefined && e.key !== 'Enter')) return;
    e.preventDefault();
    if (to === undefined) onPick(Math.max(0, at));
    else setChosen({ key, at: Math.min(ids.length - 1, Math.max(0, to)) });
  };
  return { at, active, keys };
}
