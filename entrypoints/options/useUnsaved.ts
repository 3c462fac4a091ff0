import { useEffect, useMemo, useState } from 'react';

/**
 * What the page holds that isn't saved, card by card; while anything is, leaving or reloading
 * the page asks first (the browser's own question: its words can't be changed). A reload keeps
 * nothing unsaved: the Connection card says so beside its button.
 */
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
    return { connection: card('connection'), qr: card('qr') };
  }, []);
}
