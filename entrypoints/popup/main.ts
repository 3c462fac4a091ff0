import '../../components/base.css';
import './popup.css';
import { localisePage, t } from '../../lib/i18n';
import { linkNote } from '../../lib/popup-state';
import { applyTheme } from '../../lib/theme';
import { paintFrame, paintLink } from './first-paint';
import { type FirstPaint, startPopup } from './start';

// The popup in two steps. First, with no framework: start the shortening, then put the link on
// screen and copy it (first-paint.ts). Then React (mount.tsx), a frame after the link is painted,
// or after REACT_WAIT_MS when the service is slow, takes the page over with the same markup and
// adds the QR code, the options and the recent links. Loading React earlier was slower: its
// evaluation and the service's answer compete for the one main thread.

const REACT_WAIT_MS = 150;

const start = startPopup();
localisePage(t('manifest.name'));
const root = document.getElementById('root') as HTMLElement;
paintFrame(root);
void start.preferences.then((p) => applyTheme(p.theme));

const first: FirstPaint = { copied: false, copying: Promise.resolve(false) };
const painted = start.outcome.then(async (outcome) => {
  first.outcome = outcome;
  // Once React has the page (a slow service), it shows the outcome itself.
  if (outcome.kind !== 'link' || first.taken) return;
  const shortUrl = outcome.link.short_url;
  paintLink(root, shortUrl, linkNote(false, outcome.reused));
  performance.mark('snaplink:link-visible');
  // Copied once the link is on screen, so the clipboard never holds the link back.
  const { autoCopy } = await start.preferences;
  if (!autoCopy) return;
  first.copying = navigator.clipboard.writeText(shortUrl).then(
    () => {
      first.copied = true;
      const note = root.querySelector('.link-card .muted');
      if (note) note.textContent = linkNote(true, outcome.reused);
      return true;
    },
    () => false, // the Copy button stays, and says so if it fails too
  );
});

const afterPaint = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
const slow = new Promise((ok) => setTimeout(ok, REACT_WAIT_MS));
void Promise.race([painted.then(afterPaint), slow])
  .then(() => import('./mount'))
  .then(({ mountApp }) => mountApp(root, start, first));
