import { useEffect, useMemo, useState } from 'react';

/** What isn't saved, card by card; while anything is, leaving the page asks first. */
export function useUnsaved() {
  const [cards, setCards] = useState<Record<string, boolean>>({});
  const any = Object.values(cards).some(Boolean);
  useEffect(() => {
    if (!any) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [any]);
  // One stable setter per card, so the cards' effects don't run again on each render.
  return useMemo(() => {
    const card = (name: string) => (unsaved: boolean) =>
      setCards((c) => (c[name] === unsaved ? c : { ...c, [name]: unsaved }));
    return { connection: card('connection') };
  }, []);
}
