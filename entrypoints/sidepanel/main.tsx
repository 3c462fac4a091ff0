import './sidepanel.css';
import { createRoot } from 'react-dom/client';
import { dismissTooltipsOnEscape } from '../../components/tooltips';
import { localisePage, t } from '../../lib/i18n';
import { App, setUp } from './App';

localisePage(t('panel.title'));
dismissTooltipsOnEscape();

// Rendered once the settings and the saved data are read: one render, with what it shows.
const root = document.getElementById('root');
if (root) void setUp().then((setup) => createRoot(root).render(<App setup={setup} />));
