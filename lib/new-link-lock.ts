/**
 * One new link at a time for a page (two popups opened at once on the same page, or a popup and
 * the shortcut): the flow (lib/shorten.ts) asks for this Web Lock, named by the page's address,
 * once its request for a new link is out, and holds it until the link is recorded. A caller that
 * had to wait reads history again, and hands out the link made meanwhile instead of its own. A
 * free lock is taken at once, while the service answers: nothing waits unless two are making a
 * link for the same page together (a link for another page never waits behind a slow one).
 */
const NAME = 'snaplink:new-link';

export async function oneNewLinkAtATime<T>(
  page: string,
  make: (waited: boolean) => Promise<T>,
): Promise<T> {
  const name = `${NAME} ${page}`;
  // Chrome and Firefox have Web Locks in extension pages and workers; without them, no waiting.
  const locks = globalThis.navigator?.locks;
  if (!locks) return make(false);
  let result: { value: T } | undefined;
  await locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock) result = { value: await make(false) };
  });
  if (result) return result.value;
  return locks.request(name, () => make(true));
}
