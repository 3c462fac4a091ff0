import { linkNote } from '../../lib/link-note';
import { linkStatus } from '../../lib/popup-state';
import { applyTheme } from '../../lib/theme';
import type { Early } from './early';
import { type FirstPaint, startPopup } from './start';

// The popup's second step (main.ts has the three): the flow, its outcome on the first paint,
// and React's take-over.

const REACT_WAIT_MS = 150;

export function runPopup(root: HTMLElement, early: Early): void {
  const first: FirstPaint = {};
  let known: () => void = () => {};
  const linkKnown = new Promise<void>((ok) => {
    known = ok;
  });
  // The flow tells the link as soon as it is known, then copies it itself.
  const start = startPopup((link, reused) => {
    if (first.taken) return; // React has the page (a slow service): it shows the link itself
    first.link = { link, reused };
    known();
  }, early);
  void start.preferences.then((p) => applyTheme(p.theme));
  const settled = start.outcome.then((outcome) => {
    // The link is recorded and copied: `npm run bench` waits for this before closing the popup.
    performance.mark('snaplink:settled');
    // The link is in history: a popup waiting to make one (another window) may look now.
    early.done?.();
    first.outcome = outcome;
    const note = root.querySelector('.link-note');
    if (outcome.kind === 'link' && note && !first.taken) {
      note.textContent = linkNote(outcome.copied, outcome.reused, linkStatus(outcome));
    }
  });

  const afterPaint = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
  const slow = new Promise((ok) => setTimeout(ok, REACT_WAIT_MS));
  void Promise.race([Promise.race([linkKnown, settled]).then(afterPaint), slow])
    .then(() => import('./mount'))
    .then(({ mountApp }) => mountApp(root, start, first));
}
