import type { AccountScope } from '../account';
import { panelAllTabsItem, panelLinkItem, panelQrCodeItem } from './panel-asks';

type SidePanelApi = { open(options: { windowId: number }): Promise<void> };
type SidebarActionApi = { open(): Promise<void> };
// Chrome's sidePanel and Firefox's sidebarAction are not in the polyfill's types.
const apis = globalThis as {
  chrome?: { sidePanel?: SidePanelApi };
  browser?: { sidebarAction?: SidebarActionApi };
};

/** What the panel is asked to show as it opens: a link's stats, a saved QR code, or All tabs. */
export type PanelAsk =
  | { stats: number; scope: AccountScope }
  | { qrCode: number }
  | { allTabs: true };

/**
 * Opens the side panel in this window, showing what is asked, if anything. Both browsers only
 * open it within a user gesture, so the open call comes first, before anything is awaited.
 */
export async function openPanel(windowId: number | undefined, ask?: PanelAsk): Promise<void> {
  const sidePanel = apis.chrome?.sidePanel;
  const opening =
    sidePanel && windowId !== undefined
      ? sidePanel.open({ windowId })
      : apis.browser?.sidebarAction?.open();
  if (ask && 'stats' in ask) await askForStats(ask.stats, ask.scope);
  if (ask && 'qrCode' in ask) await askForQrCode(ask.qrCode);
  if (ask && 'allTabs' in ask) await panelAllTabsItem.setValue({ at: Date.now() });
  await opening;
}

/**
 * Asks the panel's Stats tab to show this link: read when it mounts, and followed while it is
 * open (components/stats/useChosenLink.ts). The popup and the Links tab ask the same way, naming
 * the account the link is of.
 */
export const askForStats = (linkId: number, scope: AccountScope): Promise<void> =>
  panelLinkItem.setValue({ link_id: linkId, at: Date.now(), scope });

/**
 * Asks the panel's QR codes tab to open this saved code (components/qrcodes/useAskedQrCode.ts):
 * from the popup, after its dynamic save, as it opens the panel.
 */
const askForQrCode = (id: number): Promise<void> =>
  panelQrCodeItem.setValue({ id, at: Date.now() });
