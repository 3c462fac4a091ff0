import '../../lib/zod-setup';
import '../../components/base.css';
import './popup.css';
import { startPopup } from './start';

// The shortening starts first, before the UI's code is even loaded: the request is on the wire
// while Preact and the components arrive.
const start = startPopup();
const root = document.getElementById('root');
if (root) {
  void Promise.all([import('react-dom/client'), import('./App')]).then(
    ([{ createRoot }, { App }]) => createRoot(root).render(<App start={start} />),
  );
}
