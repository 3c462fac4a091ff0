import { panelLinkItem } from './storage/handoffs';

type SidePanelApi = { open(options: { windowId: number }): Promise<void> };
type SidebarActionApi = { open(): Promise<void> };
// Chrome's sidePanel and Firefox's sidebarAction are not in the polyfill's types.
const apis = globalThis as {
  chrome?: { sidePanel?: SidePanelApi };
  browser?: { sidebarAction?: SidebarActionApi };
};

/**
 * Opens the side panel in this window, showing `linkId`'s stats when given. Both browsers only
 * open it within a user gesture, so the open call comes first, before anything is awaited.
 */
export async function openPanel(windowId: number | undefined, linkId?: number): Promise<void> {
  const sidePanel = apis.chrome?.sidePanel;
  const opening =
    sidePanel && windowId !== undefined
      ? sidePanel.open({ windowId })
      : apis.browser?.sidebarAction?.open();
  if (linkId !== undefined) await askForStats(linkId);
  await opening;
}

/**
 * Asks the panel's Stats tab to show this link: read when it mounts, and followed while it is
 * open (components/stats/useChosenLink.ts). The popup and the Links tab ask the same way.
 */
export const askForStats = (linkId: number): Promise<void> =>
  panelLinkItem.setValue({ link_id: linkId, at: Date.now() });
