/**
 * One new link at a time across popups (two windows open on the same page): a popup making a
 * link holds this lock until the flow has recorded it; a second one that had to wait for it
 * finds that link in history, shows it, and drops its own (entrypoints/popup/early.ts). Nothing
 * waits for the lock before its request goes out: it is awaited while the service answers
 * (taken before the request, it cost a new link about 3 ms), and a known link never waits.
 */
const NAME = 'snaplink:new-link';

/**
 * How long the lock is kept once the link is recorded. The lock is asked for beside the popup's
 * read of history, so a popup that finds it free at once goes on with that read; kept this much
 * longer, the lock is never free before a link recorded just ahead of the read is readable.
 */
const AFTER_RECORD_MS = 50;

export interface NewLinkLock {
  /** Held by this popup; `waited` when another held it first (history must be read again). */
  held: Promise<{ waited: boolean }>;
  /** Lets the next popup go on: once the link made is recorded, or at once when none was. */
  release(): void;
}

/** Asks for the lock now; a page that closes lets it go too. */
export function newLinkLock(): NewLinkLock {
  let free: () => void = () => {};
  const freed = new Promise<void>((ok) => {
    free = ok;
  });
  const release = () => setTimeout(free, AFTER_RECORD_MS);
  // Chrome and Firefox have Web Locks in extension pages; without them, no waiting.
  const { locks } = navigator;
  if (!locks) return { held: Promise.resolve({ waited: false }), release };
  const held = new Promise<{ waited: boolean }>((ok) => {
    void locks.request(NAME, { ifAvailable: true }, (lock) => {
      if (lock) {
        ok({ waited: false });
        return freed;
      }
      void locks.request(NAME, () => {
        ok({ waited: true });
        return freed;
      });
      return undefined;
    });
  });
  return { held, release };
}
