import '../../components/base.css';
import './popup.css';
import { localisePage, t } from '../../lib/i18n';
import { linkNote } from '../../lib/popup-state';
import { applyTheme } from '../../lib/theme';
import { paintFrame, paintLink } from './first-paint';
import { type FirstPaint, startPopup } from './start';

// The popup in two steps. First, with no framework: start the shortening, put the link on
// screen as soon as it is known (first-paint.ts), and let the flow copy it. Then React
// (mount.tsx), a frame after the link is painted, or after REACT_WAIT_MS when the service is
// slow, takes the page over with the same markup and adds the QR code, the options and the
// recent links. Loading React earlier was slower: its evaluation and the service's answer
// compete for the one main thread.

const REACT_WAIT_MS = 150;

localisePage(t('manifest.name'));
const root = document.getElementById('root') as HTMLElement;
paintFrame(root);

const first: FirstPaint = {};
let drawn: () => void = () => {};
const painted = new Promise<void>((ok) => {
  drawn = ok;
});
// The flow (lib/shorten.ts) tells the link as soon as it is known, then copies it itself.
const start = startPopup((link, reused) => {
  // Once React has the page (a slow service), it shows the link itself.
  if (first.taken) return;
  first.link = { link, reused };
  paintLink(root, link.short_url, linkNote(false, reused));
  performance.mark('snaplink:link-visible');
  drawn();
});
void start.preferences.then((p) => applyTheme(p.theme));
const settled = start.outcome.then((outcome) => {
  first.outcome = outcome;
  const note = root.querySelector('.link-card .muted');
  if (outcome.kind === 'link' && note && !first.taken) {
    note.textContent = linkNote(outcome.copied, outcome.reused);
  }
});

const afterPaint = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
const slow = new Promise((ok) => setTimeout(ok, REACT_WAIT_MS));
void Promise.race([Promise.race([painted, settled]).then(afterPaint), slow])
  .then(() => import('./mount'))
  .then(({ mountApp }) => mountApp(root, start, first));
