import { type Copyable, formatLink } from '../lib/copy-formats';
import { t } from '../lib/i18n';
import { CopyButton } from './CopyButton';

/** The link as a Markdown or an HTML link, beside the card's Copy, which copies it plain. */
export function CopyFormats({ link }: { link: Copyable }) {
  return (
    <p className="actions copy-as">
      <span className="muted">{t('popup.copyAs')}</span>
      <CopyButton text={formatLink(link, 'markdown')} label={t('popup.markdown')} />
      <CopyButton text={formatLink(link, 'html')} label={t('popup.html')} />
    </p>
  );
}
