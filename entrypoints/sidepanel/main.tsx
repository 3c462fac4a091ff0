import '../../components/base.css';
import './sidepanel.css';
import { createRoot } from 'react-dom/client';
import { dismissTooltipsOnEscape } from '../../components/tooltips';
import { localisePage, t } from '../../lib/i18n';
import { App } from './App';

localisePage(t('panel.title'));
dismissTooltipsOnEscape();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
