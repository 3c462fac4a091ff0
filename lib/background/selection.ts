import { accountScope } from '../account';
import { recentLinks } from '../history';
import { t } from '../i18n';
import { loadIndex } from '../link-index/stored-index';
import type { ShortenOutcome } from '../shorten';
import type { Connection } from '../storage/preferences';
import { BADGE, failed, type Report, reportFor } from './actions';
import type { Edit, inSelection, PageAnswer } from './selection-page';
import { addressIn, CANDIDATES, type TextLink } from './text-links';

/** "Shorten the links in the selection": each through the flow, then all put in place at once. */

export interface SelectionDeps {
  /** scripting.executeScript of inSelection into the clicked frame, with these arguments. */
  inject(args: Parameters<typeof inSelection>): Promise<PageAnswer>;
  /** lib/shorten for one address, copying nothing. */
  shorten(url: string): Promise<ShortenOutcome>;
  /** Hosts of the account's own short links, left alone. */
  shortHosts(): Promise<ReadonlySet<string>>;
}

export type SelectionOutcome =
  | { kind: 'no_access' }
  | { kind: 'no_selection' }
  | { kind: 'no_address'; alreadyShort: number }
  | { kind: 'changed' | 'refused'; shortened: number }
  | {
      kind: 'done';
      /** How many addresses of the text were replaced, and how many not (with why, by address). */
      shortened: number;
      failed: number;
      why: { address: string; reason: string }[];
      alreadyShort: number;
    };

// After these, every other address would fail the same way: not tried, same reason.
const stopsAll = (o: ShortenOutcome) =>
  o.kind === 'no_key' ||
  o.kind === 'bad_base_url' ||
  (o.kind === 'error' &&
    ['unauthorized', 'plan', 'rate_limited', 'network', 'timeout'].includes(o.error.kind));

export async function shortenSelection(deps: SelectionDeps): Promise<SelectionOutcome> {
  const pattern = [CANDIDATES.source, CANDIDATES.flags] as const;
  // No answer: a browser page, the web store, a frame gone.
  const read = await deps.inject([...pattern]).catch(() => undefined);
  if (!read) return { kind: 'no_access' };
  if (read.kind !== 'found') return { kind: 'no_selection' };
  const hosts = await deps.shortHosts().catch(() => new Set<string>());
  const found = read.candidates.flatMap((c) => addressIn(c) ?? []);
  // The service's own short links: their host (and port) is one the account's links use.
  const links = found.filter((l) => !hosts.has(new URL(l.url).host));
  const alreadyShort = found.length - links.length;
  if (links.length === 0) return { kind: 'no_address', alreadyShort };

  // Each address once, one at a time: the rate limit is the person's, and a repeat reuses.
  const shortFor = new Map<string, string>();
  const failures = new Map<string, string>();
  let stop: string | undefined;
  for (const url of new Set(links.map((l) => l.url))) {
    if (stop) {
      failures.set(url, stop);
      continue;
    }
    const outcome = await deps.shorten(url);
    if (outcome.kind === 'link') {
      shortFor.set(url, outcome.link.short_url);
      continue;
    }
    const reason = reportFor(outcome)?.message ?? '';
    failures.set(url, reason);
    if (stopsAll(outcome)) stop = reason;
  }
  const edits: Edit[] = links.flatMap((l: TextLink) => {
    const text = shortFor.get(l.url);
    return text ? [{ start: l.start, end: l.end, text }] : [];
  });
  const why = [...failures].map(([url, reason]) => ({
    address: links.find((l) => l.url === url)?.written ?? url,
    reason,
  }));
  const left = links.length - edits.length;
  const done = { kind: 'done', shortened: edits.length, failed: left, why, alreadyShort } as const;
  if (edits.length === 0) return done;
  const wrote = await deps
    .inject([...pattern, { expect: read.candidates, replace: edits }])
    .catch((): PageAnswer => ({ kind: 'changed' }));
  if (wrote.kind === 'replaced') return done;
  return { kind: wrote.kind === 'refused' ? 'refused' : 'changed', shortened: 0 };
}

/** The hosts the account's short links are on (its history and index), and the API's own. */
export async function accountShortHosts(connection: Connection): Promise<ReadonlySet<string>> {
  const scope = await accountScope(connection);
  const hosts = new Set([new URL(scope.base_url).host]);
  const add = (url: string) => hosts.add(new URL(url).host);
  for (const entry of await recentLinks(scope)) add(entry.short_url);
  for (const link of (await loadIndex(scope))?.links ?? []) add(link.short_url);
  return hosts;
}

/** The notification: how many were shortened and how many not, and why. */
export function selectionReport(outcome: SelectionOutcome): Report {
  switch (outcome.kind) {
    case 'no_access':
      return failed(t('background.selectionNoAccessTitle'), t('background.selectionNoAccess'));
    case 'no_selection':
      return failed(t('background.selectionNoneTitle'), t('background.selectionNone'));
    case 'no_address': {
      const short = outcome.alreadyShort
        ? `\n${t('background.selectionAlreadyShort', { count: outcome.alreadyShort })}`
        : '';
      return failed(
        t('background.selectionNoAddressTitle'),
        `${t('background.selectionNoAddress')}${short}`,
      );
    }
    case 'changed':
    case 'refused':
      return failed(t('background.selectionChangedTitle'), t('background.selectionChanged'));
    case 'done': {
      const lines = [
        t('background.selectionCounts', { done: outcome.shortened, failed: outcome.failed }),
      ];
      for (const { address, reason } of outcome.why)
        lines.push(t('background.selectionWhy', { address, reason }));
      if (outcome.alreadyShort)
        lines.push(t('background.selectionAlreadyShort', { count: outcome.alreadyShort }));
      const all = outcome.failed === 0;
      return {
        badge: all ? BADGE.done : BADGE.failed,
        title: all ? t('background.selectionDoneTitle') : t('background.selectionPartTitle'),
        message: lines.join('\n'),
      };
    }
  }
}
