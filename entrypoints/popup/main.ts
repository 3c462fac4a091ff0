import '../../components/base.css';
import './popup.css';

// The popup in three steps. First, a small classic script (popup-early.ts → early.ts) draws the
// frame, then the link history knows, or the link in the answer to the request it sends for a
// new one. Then run.ts runs the flow (lib/shorten.ts), whose client takes that request as its
// own: it checks the answer in full, records the link and copies it. Then React (mount.tsx)
// takes the page over with the same markup and adds the QR code, the options and the recent
// links.
//
// The early script loads this module once its own requests are out (loadFlow), and this module
// waits for the early start before loading the rest: evaluating the flow's code (the polyfill,
// WXT's storage, zod) takes the one main thread for about 20 ms, which the early script would
// otherwise wait behind to draw the link (npm run bench).

const root = document.getElementById('root') as HTMLElement;
// Without an early start (its script failed), the flow goes on alone, and React draws it all.
void (window.snaplinkEarly ?? Promise.resolve({}))
  .catch(() => ({}))
  .then(async (early) => (await import('./run')).runPopup(root, early));
