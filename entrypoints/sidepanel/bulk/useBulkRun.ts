import { useSyncExternalStore } from 'react';
import { plainList } from '../../../lib/bulk/bulk-lists';
import type { Budget } from '../../../lib/bulk/bulk-pace';
import { type BulkState, type BulkTab, runBulk } from '../../../lib/bulk/bulk-run';
import { shorten } from '../../../lib/shorten';
import type { AccountConnection } from '../../../lib/storage/accounts';

/** The panel's one All tabs run, outside React: it goes on while another tab is shown. */

/** The run as shown: its state, and whether its links went to the clipboard when it ended. */
type Run = { state: BulkState; copied?: boolean };
let current: Run | undefined;
/** The key's budget as this panel's runs have spent it: a run right after another knows it. */
let budget: Budget = { sent: [] };
let budgetOf = '';
let controller: AbortController | undefined;
const listeners = new Set<() => void>();

const publish = (run: Run | undefined) => {
  current = run;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts a run (stopping any other); at its end the links are copied, one per line. */
export async function startRun(tabs: BulkTab[], connection: AccountConnection): Promise<void> {
  controller?.abort();
  const own = new AbortController();
  controller = own;
  const mine = () => controller === own;
  // Another key (or service) has a budget of its own.
  const of = `${connection.baseUrl} ${connection.apiKey}`;
  if (of !== budgetOf) [budget, budgetOf] = [{ sent: [] }, of];
  const state = await runBulk(tabs, {
    signal: own.signal,
    // The flow as the popup uses it, with the panel's connection; copy is off per link.
    shorten: (req, signal, onRateLimit) => shorten(req, { connection, signal, onRateLimit }),
    budget,
    onChange: (state) => mine() && publish({ state }),
  });
  const text = plainList(state.rows);
  if (!mine() || state.phase !== 'done' || text === '') return;
  const copied = await navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
  if (mine()) publish({ state, copied });
}

/** Cancel: the tab being shortened is let go, the rest are left as they are, links kept. */
export const cancelRun = () => controller?.abort();

/** Forgets the finished run, so the view offers a new one. */
export const clearRun = () => {
  controller?.abort();
  controller = undefined;
  publish(undefined);
};

export const useBulkRun = (): Run | undefined => useSyncExternalStore(subscribe, () => current);
