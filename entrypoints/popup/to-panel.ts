import type { HistoryEntry } from '../../lib/history';
import { openPanel, type PanelAsk } from '../../lib/panel/panel-asks';

/** The side panel opens within the click (a user gesture), then the popup gives way to it. */
export const showInPanel = (windowId: number | undefined, ask: PanelAsk) =>
  void openPanel(windowId, ask).then(
    () => window.close(),
    () => {},
  );

export const showStats = (windowId: number | undefined, entry: HistoryEntry) =>
  showInPanel(windowId, {
    stats: entry.link_id,
    scope: { base_url: entry.base_url, account: entry.account },
  });
