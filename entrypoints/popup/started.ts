import { localisePage, t } from '../../lib/i18n';
import { startPopup } from './shorten-tab';

// The popup's first module (main.tsx): the tab and the settings are read and the request sent
// before React is loaded. Nothing here imports React.
localisePage(t('manifest.name'));
export const start = startPopup();
