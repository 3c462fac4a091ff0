import './popup.css';
import { localisePage, t } from '../../lib/i18n';
import { startPopup } from './shorten-tab';

// The tab and the settings are read and the request sent before React and the view are even
// loaded (nothing here imports React): they load once it is out, and draw every state (view.tsx).
localisePage(t('manifest.name'));
const start = startPopup();
void start.sent.then(() => import('./view')).then((view) => view.show(start));
