import '../../components/base.css';
import './popup.css';
import { applyTheme } from '../../lib/theme';
import { linkNote } from './first-paint';
import { type FirstPaint, startPopup } from './start';

// The popup in three steps. First, a small classic script (popup-early.ts → early.ts) draws the
// frame, then the link history knows, or the link in the answer to the request it sends for a
// new one. Then this module runs the flow (lib/shorten.ts), whose client takes that request as
// its own: it checks the answer in full, records the link and copies it. Then React
// (mount.tsx), a frame after the link is known, or after REACT_WAIT_MS when the service is
// slow, takes the page over with the same markup and adds the QR code, the options and the
// recent links. Loading React earlier was slower: its evaluation and the service's answer
// compete for the one main thread.

const REACT_WAIT_MS = 150;

const root = document.getElementById('root') as HTMLElement;
// Without an early start (its script failed), the flow goes on alone, and React draws it all.
const early = (window.snaplinkEarly ?? Promise.resolve({})).catch(() => ({}));

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
  first.outcome = outcome;
  const note = root.querySelector('.link-card .muted');
  if (outcome.kind === 'link' && note && !first.taken) {
    note.textContent = linkNote(outcome.copied, outcome.reused);
  }
});

const afterPaint = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
const slow = new Promise((ok) => setTimeout(ok, REACT_WAIT_MS));
void Promise.race([Promise.race([linkKnown, settled]).then(afterPaint), slow])
  .then(() => import('./mount'))
  .then(({ mountApp }) => mountApp(root, start, first));
