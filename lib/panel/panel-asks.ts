import { storage } from 'wxt/utils/storage';
import type { AccountScope } from '../account';
import { checkedItem, isId, isText, isTime, shaped } from '../storage/checked';

/** Asks from one surface to the side panel, in `session`, each taken once. */

/** A link's stats asked for, with its account (the panel may be on another key by then). */
type PanelLink = { link_id: number; at: number; scope: AccountScope };
const isScope = shaped<AccountScope>({ base_url: isText, account: isText });

export const panelLinkItem = checkedItem(
  storage.defineItem<PanelLink | null>('session:panelLink', { fallback: null, version: 1 }),
  shaped<PanelLink>({ link_id: isId, at: isTime, scope: (v) => isScope(v) !== null }),
);

/** A saved QR code the popup asked the side panel to show (after "Save as dynamic QR code"). */
export const panelQrCodeItem = checkedItem(
  storage.defineItem<{ id: number; at: number } | null>('session:panelQrCode', {
    fallback: null,
    version: 1,
  }),
  shaped<{ id: number; at: number }>({ id: isId, at: isTime }),
);

/** The popup's "All tabs…": the side panel opens on its All tabs view (taken once). */
export const panelAllTabsItem = checkedItem(
  storage.defineItem<{ at: number } | null>('session:panelAllTabs', {
    fallback: null,
    version: 1,
  }),
  shaped<{ at: number }>({ at: isTime }),
);

/** What a QR code is asked for from the context menu: the content and its type. */
export interface QrRequest {
  content: string;
  type: 'url' | 'text';
  at: number;
}

/** A QR code the context menu asked the side panel to show. */
export const qrRequestItem = checkedItem(
  storage.defineItem<QrRequest | null>('session:qrRequest', { fallback: null, version: 1 }),
  shaped<QrRequest>({ content: isText, type: (v) => v === 'url' || v === 'text', at: isTime }),
);

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
  if (ask && 'qrCode' in ask) await askForQrCode(ask.qrCode);
  if (ask && 'allTabs' in ask) await panelAllTabsItem.setValue({ at: Date.now() });
  await opening;
}

/** Asks the Stats tab to show this link, read as it mounts and followed while it is open. */
export const askForStats = (linkId: number, scope: AccountScope): Promise<void> =>
  panelLinkItem.setValue({ link_id: linkId, at: Date.now(), scope });

/** Asks the QR codes tab to open this saved code (the popup, after its dynamic save). */
const askForQrCode = (id: number): Promise<void> =>
  panelQrCodeItem.setValue({ id, at: Date.now() });
