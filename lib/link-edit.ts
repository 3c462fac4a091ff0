import { storage } from 'wxt/utils/storage';
import { type AccountScope, scopeKey } from './account';
import type { ApiClient, CallOptions } from './api/client';
import { isApiError } from './api/errors';
import { getLink, isLinkGone, updateLink } from './api/links';
import type { Link, LinkUpdate } from './api/schemas/link';
import { forgetLink, updateLinkEntries } from './history';
import { type EditedLink, updateIndexed } from './link-index/stored-index';
import { updateSavedPanel } from './panel/saved-panel';

/** Editing a link: only what changed is sent, and every copy of it here takes the answer. */

/** What the edit form starts from: a link from GET /links, or a history entry's part of it. */
export type EditableLink = EditedLink & Partial<Pick<Link, 'short_code'>>;

export interface LinkDraft {
  title: string;
  original_url: string;
  alias: string;
  /** The domain chosen, where the form offers one (the popup's Customise). */
  domainId?: number | null;
}

export type EditOutcome =
  | { kind: 'saved'; link: Link }
  /** The service can't edit links: remembered for this account, so Edit is hidden from now. */
  | { kind: 'unsupported' }
  /** The link was deleted meanwhile: it has left history and the index. */
  | { kind: 'gone' };

/** The link's code, the alias the form shows: history keeps none, so its short link's end. */
export const codeOf = (link: Pick<EditableLink, 'short_url' | 'short_code'>): string =>
  // An alias is only A-Z a-z 0-9 _ -, nothing a URL encodes.
  link.short_code ?? link.short_url.split('/').pop() ?? '';

export const draftOf = (link: EditableLink): LinkDraft => ({
  title: link.title ?? '',
  original_url: link.original_url,
  alias: codeOf(link),
});

/** Only the fields that changed; an emptied alias or destination changes nothing. */
export function changesOf(link: EditableLink, draft: LinkDraft): LinkUpdate {
  const changes: LinkUpdate = {};
  const title = draft.title.trim();
  if (title !== (link.title ?? '')) changes.title = title === '' ? null : title;
  const url = draft.original_url.trim();
  if (url !== '' && url !== link.original_url) changes.original_url = url;
  const alias = draft.alias.trim();
  if (alias !== '' && alias !== codeOf(link)) changes.custom_alias = alias;
  if (draft.domainId !== undefined && draft.domainId !== (link.domain_id ?? null)) {
    changes.domain_id = draft.domainId;
  }
  return changes;
}

/** PATCH the link, then bring this device's copies up to date; rejects with other errors. */
export async function editLink(
  client: ApiClient,
  scope: AccountScope,
  link: EditableLink,
  changes: LinkUpdate,
  options?: CallOptions,
): Promise<EditOutcome> {
  let saved: Link;
  try {
    saved = await updateLink(client, link.id, changes, options);
  } catch (error) {
    const why = await whyNotFound(client, link.id, error, options);
    if (!why) throw error;
    if (why === 'unsupported') await rememberNoLinkEdit(scope);
    else await forgetLink(scope, link.id);
    return { kind: why };
  }
  await Promise.all([
    updateLinkEntries(scope, saved),
    updateIndexed(scope, saved),
    updateSavedPanel(scope, saved, link.short_url),
  ]);
  return { kind: 'saved', link: saved };
}

// 404 or 405 on PATCH means "can't edit", or (a 404) a link deleted meanwhile: read it again.
async function whyNotFound(
  client: ApiClient,
  linkId: number,
  error: unknown,
  options?: CallOptions,
): Promise<'unsupported' | 'gone' | undefined> {
  if (!isApiError(error, 'not_found')) return undefined;
  if (error.status === 405) return 'unsupported';
  if (error.status !== 404) return undefined;
  try {
    await getLink(client, linkId, options);
    return 'unsupported';
  } catch (again) {
    return isLinkGone(again) ? 'gone' : undefined;
  }
}

// The accounts whose service said it can't edit (a damaged value: try PATCH again).
const noLinkEditItem = storage.defineItem<unknown>('local:noLinkEdit', {
  fallback: [],
  version: 1,
});

const listsScope = (stored: unknown, scope: AccountScope): boolean =>
  Array.isArray(stored) && stored.includes(scopeKey(scope));

/** Whether Edit is offered for this account's links: until its service said it can't. */
export const canEditLinks = async (scope: AccountScope): Promise<boolean> =>
  !listsScope(await noLinkEditItem.getValue(), scope);

/** Lists the account (its service can't edit) or, `listed` false, no longer lists it. */
async function listNoLinkEdit(scope: AccountScope, listed: boolean): Promise<void> {
  const stored = await noLinkEditItem.getValue();
  if (listsScope(stored, scope) === listed) return;
  const others = (Array.isArray(stored) ? stored : []).filter((s) => s !== scopeKey(scope));
  await noLinkEditItem.setValue(listed ? [...others, scopeKey(scope)] : others);
}
export const rememberNoLinkEdit = (scope: AccountScope) => listNoLinkEdit(scope, true);
/** An account removed: what its service said goes with it. */
export const forgetNoLinkEdit = (scope: AccountScope) => listNoLinkEdit(scope, false);

/** Calls back whenever any page learns that a service can't edit. Returns the unwatch. */
export const watchLinkEdit = (scope: AccountScope, callback: (can: boolean) => void) =>
  noLinkEditItem.watch((value) => callback(!listsScope(value, scope)));
