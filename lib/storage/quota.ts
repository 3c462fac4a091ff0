// Storage full (10 MB in Chrome): a growing list is written smaller, oldest entries first.

/** A write refused for want of room, matched loosely: a wrong guess costs an entry or two. */
export const isQuotaError = (error: unknown): boolean =>
  typeof error === 'object' &&
  /quota/i.test(`${(error as Error | null)?.name} ${(error as Error | null)?.message}`);

/** Writes `value`, or while storage is full `smaller(value)`, until it fits or can't shrink. */
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
