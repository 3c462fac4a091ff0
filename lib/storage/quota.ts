/**
 * Storage that is full. `storage.local` holds 10 MB in Chrome (no unlimitedStorage is asked for)
 * and `storage.session` as much, and another extension's page, a bug or the person's own data
 * may fill it. A list that grows (history, the index of links, the caches) is then written
 * smaller, its oldest entries first, rather than not at all: the newest is what is wanted next.
 */

/**
 * Whether a write failed for want of room: Chrome rejects with "QUOTA_BYTES quota exceeded";
 * Firefox, whose storage is IndexedDB, with a QuotaExceededError (NS_ERROR_DOM_QUOTA_REACHED in
 * older versions). Matched loosely, on the name and the message: the words differ between
 * versions, and a wrong guess only costs an entry or two.
 */
export const isQuotaError = (error: unknown): boolean =>
  typeof error === 'object' &&
  /quota/i.test(`${(error as Error | null)?.name} ${(error as Error | null)?.message}`);

/**
 * Writes `value`; when storage is full, writes `smaller(value)` instead, and so on, until one
 * fits. `smaller` answers undefined when there is nothing left to give up, and the quota error
 * then goes to the caller, as does any other error at once.
 */
export async function writeShrinking<T>(
  write: (value: T) => Promise<void>,
  value: T,
  smaller: (value: T) => T | undefined,
): Promise<void> {
  let next: T | undefined = value;
  for (;;) {
    try {
      return await write(next);
    } catch (error) {
      next = isQuotaError(error) ? smaller(next) : undefined;
      if (next === undefined) throw error;
    }
  }
}

/** For a list kept newest first: the same list less its older half (at least one entry). */
export const withoutOlderHalf = <T>(list: T[]): T[] | undefined =>
  list.length === 0 ? undefined : list.slice(0, Math.floor(list.length / 2));
