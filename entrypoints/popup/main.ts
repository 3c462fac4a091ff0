import '../../components/base.css';
import './popup.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { localisePage, t } from '../../lib/i18n';
import { App } from './App';
import { startPopup } from './start';

// The shortening starts first, and the UI renders only once the request is on the wire (or
// none is needed), so rendering never holds the request back.
const start = startPopup();
localisePage(t('manifest.name'));
const root = document.getElementById('root');
if (root) void start.unblocked.then(() => createRoot(root).render(createElement(App, { start })));
