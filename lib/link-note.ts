import { plainText as t } from './plain-text';
import type { LinkStatus } from './popup-state';

/**
 * The line under the popup's link: how it came (copied, made before, checked or not, what it
 * replaced). Words without substitutions, so the early script can say it too.
 */
export const linkNote = (copied: boolean, reused: boolean, status?: LinkStatus): string =>
  [
    copied ? t('popup.copiedToClipboard') : '',
    reused ? t('popup.reused') : '',
    status ? statusText(status) : '',
  ]
    .filter(Boolean)
    .join(' ');

function statusText(status: LinkStatus): string {
  switch (status) {
    case 'unchecked':
      return t('popup.unchecked');
    case 'dead':
      return t('popup.dead');
    case 'replaced':
      return t('popup.replaced');
    case 'notDeleted':
      return t('popup.notDeleted');
  }
}
