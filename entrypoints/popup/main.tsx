import './popup.css';
import { createRoot } from 'react-dom/client';
import { dismissTooltipsOnEscape } from '../../components/tooltips';
import { localisePage, t } from '../../lib/i18n';
import { App } from './App';
import { startPopup } from './shorten-tab';

// The tab and the settings are read and the request sent first; React draws every state once the
// request is out. React is in the page's own files rather than loaded after the request: a file
// fetched then cost a reused link about 14 ms and a new one nothing (docs/performance.md).
localisePage(t('manifest.name'));
const start = startPopup();
void start.sent.then(async () => {
  dismissTooltipsOnEscape();
  // A link already known (a reused one, a quick answer) is in the first render, not a later one.
  const early = await Promise.race([start.known, undefined]);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App start={{ ...start, early }} />);
});
