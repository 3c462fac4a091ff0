import { useEffect, useEffectEvent } from 'react';
import type { CheckedItem } from '../../lib/storage/checked';

/** Follows one kind of ask to the panel, waiting or coming; with `take`, each is used up. */
export function useAsk<T>(item: CheckedItem<T | null>, onAsk: (ask: T) => void, take = false) {
  const follow = useEffectEvent(onAsk);
  useEffect(() => {
    const asked = (ask: T | null) => {
      if (!ask) return;
      follow(ask);
      if (take) void item.setValue(null);
    };
    void item.getValue().then(asked);
    return item.watch(asked);
  }, [item, take]);
}
