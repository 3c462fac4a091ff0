import { localisePage, t } from '../../lib/i18n';
import { startPopup } from './shorten-tab';

// Evaluated before React (main.tsx imports it first): the request is out while React evaluates.
localisePage(t('manifest.name'));
export const start = startPopup();
