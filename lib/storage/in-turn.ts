/** A stored value's changes within a page, one at a time, each on what the last one wrote. */
export function inTurn<S>(read: () => Promise<S>) {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(change: (value: S) => Promise<T>): Promise<T> => {
    const next = last.then(async () => change(await read()));
    last = next.catch(() => {}); // a change that fails does not stop the next
    return next;
  };
}
