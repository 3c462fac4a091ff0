/**
 * The test build's record of how the popup looked (`npm run build:test`; production builds drop
 * it, e2e/build.spec.ts): each new look of its header and result, and whether React had drawn
 * it, for e2e/first-paint.spec.ts to compare the early script's last paint with React's first;
 * and the page's direction at each, for e2e/rtl.spec.ts (right to left from the first paint).
 */
export function recordPaints(root: HTMLElement): void {
  const paints: { react: boolean; top: string; dir: string }[] = [];
  (window as { snaplinkTestHooks?: object }).snaplinkTestHooks = { paints };
  const take = () => {
    const main = root.firstElementChild;
    if (!main) return;
    const react = Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    const top = [...main.children]
      .slice(0, 2)
      .map((e) => e.outerHTML)
      .join('');
    const last = paints.at(-1);
    if (last?.top !== top || last.react !== react) {
      paints.push({ react, top, dir: document.documentElement.dir });
    }
  };
  new MutationObserver(take).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}
