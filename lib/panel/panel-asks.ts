import { storage } from 'wxt/utils/storage';
import type { AccountScope } from '../account';
import { checkedItem, isId, isText, isTime, shaped } from '../storage/checked';

/** Asks from one surface to the side panel, in `session`, each taken once. */
const askItem = <T>(key: `session:${string}`, fields: Parameters<typeof shaped>[0]) =>
  checkedItem(storage.defineItem<T | null>(key, { fallback: null, version: 1 }), shaped<T>(fields));

const isScope = shaped<AccountScope>({ base_url: isText, account: isText });

/** A link's stats asked for, with its account (the panel may be on another key by then). */
export const panelLinkItem = askItem<{ link_id: number; at: number; scope: AccountScope }>(
  'session:panelLink',
  { link_id: isId, at: isTime, scope: (v) => isScope(v) !== null },
);

/** A saved QR code to open (the popup, after "Save as dynamic QR code"). */
export const panelQrCodeItem = askItem<{ id: number; at: number }>('session:panelQrCode', {
  id: isId,
  at: isTime,
});

/** The popup's "All tabs…": the side panel opens on its All tabs view. */
export const panelAllTabsItem = askItem<{ at: number }>('session:panelAllTabs', { at: isTime });

/** What a QR code is asked for from the context menu: the content and its type. */
export interface QrRequest {
  content: string;
  type: 'url' | 'text';
  at: number;
}

/** A QR code the context menu asked the side panel to show. */
export const qrRequestItem = askItem<QrRequest>('session:qrRequest', {
  content: isText,
  type: (v) => v === 'url' || v === 'text',
  at: isTime,
});

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

/** Opens the side panel, showing what is asked; the open call first: only within the click. */
export async function openPanel(windowId: number | undefined, ask?: PanelAsk): Promise<void> {
  const sidePanel = apis.chrome?.sidePanel;
  const opening =
    sidePanel && windowId !== undefined
      ? sidePanel.open({ windowId })
      : apis.browser?.sidebarAction?.open();
  if (ask && 'stats' in ask) await askForStats(ask.stats, ask.scope);
  if (ask && 'qrCode' in ask) await panelQrCodeItem.setValue({ id: ask.qrCode, at: Date.now() });
  if (ask && 'allTabs' in ask) await panelAllTabsItem.setValue({ at: Date.now() });
  await opening;
}

/** Asks the Stats tab to show this link, read as it mounts and followed while it is open. */
export const askForStats = (linkId: number, scope: AccountScope): Promise<void> =>
  panelLinkItem.setValue({ link_id: linkId, at: Date.now(), scope });
