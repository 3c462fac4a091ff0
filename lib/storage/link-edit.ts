import { storage } from 'wxt/utils/storage';
import { type AccountScope, scopeKey } from '../account';

/**
 * The accounts (scopeKey: API root and key fingerprint) whose service has answered that it can't
 * edit links (lib/link-edit.ts). Per account, as another service, or another key's plan, may
 * edit; kept in `local`, so Edit stays hidden there from then on, on every surface. Read raw
 * (a list of strings, anything else ignored), so a damaged value only shows Edit again.
 */
const noLinkEditItem = storage.defineItem<unknown>('local:noLinkEdit', {
  fallback: [],
  version: 1,
});

const keysIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];

/** Whether Edit is offered for this account's links: until its service said it can't. */
export const canEditIn = (stored: unknown, scope: AccountScope): boolean =>
  !keysIn(stored).includes(scopeKey(scope));

export const canEditLinks = async (scope: AccountScope): Promise<boolean> =>
  canEditIn(await noLinkEditItem.getValue(), scope);

export async function rememberNoLinkEdit(scope: AccountScope): Promise<void> {
  const keys = keysIn(await noLinkEditItem.getValue());
  if (!keys.includes(scopeKey(scope))) await noLinkEditItem.setValue([...keys, scopeKey(scope)]);
}

/** Calls back whenever any page learns that a service can't edit. Returns the unwatch. */
export const watchLinkEdit = (scope: AccountScope, callback: (can: boolean) => void) =>
  noLinkEditItem.watch((value) => callback(canEditIn(value, scope)));
