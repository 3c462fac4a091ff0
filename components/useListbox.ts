import { useEffect, useState } from 'react';

/**
 * The option the arrows are on in a search field's listbox, kept while the options (`key`) stay,
 * `start` for new ones (-1: none). `keys` takes ↑, ↓ and Enter (picks it, or the first).
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
