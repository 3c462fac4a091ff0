import { accountScope } from '../../lib/account';
import { createClient } from '../../lib/api/client';
import type { HistoryEntry } from '../../lib/history';
import { recentLinks } from '../../lib/history';
import { changesOf, codeOf, editLink } from '../../lib/link-edit';
import { type ShortenOutcome, shorten } from '../../lib/shorten';
import type { AccountConnection } from '../../lib/storage/accounts';
import { tagUrl, type UtmTags } from '../../lib/utm';
import type { KnownLink } from './popup-state';

export interface Choices {
  alias: string;
  domainId: number | null;
  title: string;
  utm: UtmTags;
}

export type Customised =
  /** Nothing differed from the link: nothing was sent. */
  | { kind: 'unchanged' }
  /** Changed in place (PATCH): the same link, as history now has it. */
  | { kind: 'edited'; link: HistoryEntry }
  /** The service can't edit links, or the link was gone: a new link made, as the flow says. */
  | { kind: 'replaced'; outcome: ShortenOutcome }
  | { kind: 'error'; error: unknown };

/** What a change needs; the flow (lib/shorten.ts) takes its connection, signal and copy. */
interface Context {
  connection: AccountConnection;
  canEdit: boolean;
  signal: AbortSignal;
  copy?: (text: string) => Promise<void>;
}

/** A new link made (or the flow's error), in Customise's words. */
const replaced = (outcome: ShortenOutcome): Customised =>
  outcome.kind === 'error'
    ? { kind: 'error', error: outcome.error }
    : { kind: 'replaced', outcome };

/**
 * The link changed in place (PATCH), or else a new one made and the old deleted if this popup
 * just made it (a page's earlier link stays: someone may have shared it).
 */
export async function customise(
  link: HistoryEntry,
  choices: Choices,
  p: Context & { madeHere: boolean },
): Promise<Customised> {
  const page = link.page ?? link.original_url;
  const destination = tagUrl(page, choices.utm);
  const editable = { ...link, id: link.link_id };
  const changes = changesOf(editable, {
    title: choices.title,
    original_url: destination,
    alias: choices.alias,
    domainId: choices.domainId,
  });
  // Nothing to change, edit or no edit: a replacement would only be the same link again.
  if (Object.keys(changes).length === 0) return { kind: 'unchanged' };
  if (p.canEdit) {
    const scope = await accountScope(p.connection);
    try {
      const outcome = await editLink(createClient(p.connection), scope, editable, changes, {
        signal: p.signal,
      });
      if (outcome.kind === 'saved') {
        const edited = (await recentLinks(scope)).find((e) => e.link_id === link.link_id);
        return { kind: 'edited', link: edited ?? link };
      }
    } catch (error) {
      return { kind: 'error', error };
    }
  }
  const request = {
    url: page,
    ...choices,
    // The link's own back-half is taken by the link itself: the new link gets its own.
    alias: choices.alias === codeOf(link) ? '' : choices.alias,
    force: true,
    replace: p.madeHere ? link : undefined,
  };
  return replaced(await shorten(request, p));
}

/** Customise's submit: the link shown customised, or before any link, one made with the choices. */
export async function customiseOrMake(
  shown: KnownLink | undefined,
  url: string | undefined,
  choices: Choices,
  p: Context,
): Promise<Customised> {
  if (shown) return customise(shown.link, choices, { ...p, madeHere: !shown.reused });
  return replaced(await shorten({ url, ...choices, force: true }, p));
}
