import '../../lib/zod-setup';
import '../../components/base.css';
import './popup.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startPopup } from './start';

// The shortening starts first; React renders while the request is on the wire.
const start = startPopup();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App start={start} />);
