// What bench/run.ts and bench/panel.ts share: reading a page's marks, and their medians.

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/**
 * An expression for `page.evaluate`: a User Timing mark's time, once it is set. Told by a
 * PerformanceObserver, not by polling: a poll every few milliseconds ran on the page's own
 * main thread while it was being measured.
 */
export const waitForMark = (name: string) => `new Promise((resolve, reject) => {
  const name = ${JSON.stringify(name)};
  const timer = setTimeout(() => reject(new Error('no mark ' + name)), 10000);
  const observer = new PerformanceObserver((list) => {
    const [m] = list.getEntriesByName(name);
    if (!m) return;
    clearTimeout(timer);
    observer.disconnect();
    resolve(m.startTime);
  });
  observer.observe({ type: 'mark', buffered: true });
})`;
