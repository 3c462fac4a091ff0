import { storage } from 'wxt/utils/storage';
import { type AccountScope, listsScope, scopeKey } from '../account';

/**
 * The accounts (scopeKey: API root and key fingerprint) whose service has answered that it can't
 * edit links (lib/link-edit.ts). Per account, as another service, or another key's plan, may
 * edit; kept in `local`, so every surface edits in place no more for it from then on (the popup's
 * Customise makes a replacement instead). A damaged value only means trying PATCH again.
 */
const noLinkEditItem = storage.defineItem<unknown>('local:noLinkEdit', {
  fallback: [],
  version: 1,
});

/** Whether Edit is offered for this account's links: until its service said it can't. */
export const canEditLinks = async (scope: AccountScope): Promise<boolean> =>
  !listsScope(await noLinkEditItem.getValue(), scope);

export async function rememberNoLinkEdit(scope: AccountScope): Promise<void> {
  const stored = await noLinkEditItem.getValue();
  if (listsScope(stored, scope)) return;
  await noLinkEditItem.setValue([...(Array.isArray(stored) ? stored : []), scopeKey(scope)]);
}

/** Calls back whenever any page learns that a service can't edit. Returns the unwatch. */
export const watchLinkEdit = (scope: AccountScope, callback: (can: boolean) => void) =>
  noLinkEditItem.watch((value) => callback(!listsScope(value, scope)));
