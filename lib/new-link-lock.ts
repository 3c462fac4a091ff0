/**
 * One new link at a time for a page (two popups on it, or a popup and the shortcut): a Web Lock
 * named by the page, held from the request until the link is recorded. `make` learns whether it
 * waited for another (lib/shorten.ts then hands out that one's link); other pages never wait.
 */
export async function oneNewLinkAtATime<T>(
  page: string,
  make: (waited: boolean) => Promise<T>,
): Promise<T> {
  const name = `snaplink:new-link ${page}`;
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
