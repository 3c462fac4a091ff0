import '../../components/base.css';
import './popup.css';
// First: the tab and the settings read, and the shortening begun (started.ts), before React.
import { start } from './started';

void Promise.all([import('react-dom/client'), import('./App')]).then(
  ([{ createRoot }, { App }]) => {
    const root = document.getElementById('root');
    if (root) createRoot(root).render(<App start={start} />);
  },
);
