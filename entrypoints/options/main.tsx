import './options.css';
import { createRoot } from 'react-dom/client';
import { localisePage, t } from '../../lib/i18n';
import { App } from './App';

// index.html's lang and <title> are the English fallback; the page shows the browser's language.
localisePage(t('options.title'));

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
