import '../../components/base.css';
import './popup.css';
import { localisePage, t } from '../../lib/i18n';
import { startPopup } from './shorten-tab';

// The popup is one program: this module reads the tab and the settings once and starts the
// shortening at once, then React (App.tsx, loaded meanwhile) draws every state. The request
// never waits for React: React's code is imported only after it has gone out.
localisePage(t('manifest.name'));
const start = startPopup();

void Promise.all([import('react-dom/client'), import('./App')]).then(
  ([{ createRoot }, { App }]) => {
    const root = document.getElementById('root');
    if (root) createRoot(root).render(<App start={start} />);
  },
);
