import { t } from '../../lib/i18n';
import { askForStats } from '../../lib/panel';
import { isolate, webUrl } from '../../lib/web-url';
import { useApi } from '../ApiContext';
import { ConfirmDelete } from '../ConfirmDelete';
import { CopyButton } from '../CopyButton';
import { ErrorNotice } from '../ErrorNotice';
import { useShowSection } from '../PanelTabs';
import { WebLink } from '../WebLink';
import { LinkQr } from './LinkQr';
import { useDeleteLink } from './queries';

/** What the tab shows of a link: the service's link object, or a history entry's part of it. */
export interface LinkRow {
  id: number;
  short_url: string;
  original_url: string;
  title?: string | null;
  total_clicks?: number;
}

/**
 * One link: title, short URL, destination and clicks; Copy, QR code, Stats and Delete (after a
 * confirmation, in place). Only a web short URL is copied or drawn as a QR code.
 */
export function LinkItem(props: { link: LinkRow; qrOpen: boolean; onToggleQr: () => void }) {
  const { link } = props;
  const href = webUrl(link.short_url);
  const named = isolate(link.short_url);
  const show = useShowSection();
  const { scope } = useApi();
  const remove = useDeleteLink();
  return (
    <li className="link-item">
      <strong>
        <bdi>{link.title || link.short_url}</bdi>
      </strong>
      <dl>
        <dt>{t('popup.shortLink')}</dt>
        <dd>
          <WebLink url={link.short_url} />
        </dd>
        <dt>{t('links.destination')}</dt>
        <dd>
          <WebLink url={link.original_url} />
        </dd>
        {link.total_clicks !== undefined && (
          <>
            <dt>{t('stats.clicks')}</dt>
            <dd>{link.total_clicks}</dd>
          </>
        )}
      </dl>
      <div className="row-actions">
        {href && <CopyButton text={href} name={t('common.copyNamed', { what: named })} />}
        {href && (
          <button
            type="button"
            aria-expanded={props.qrOpen}
            aria-label={t('links.qrNamed', { link: named })}
            onClick={props.onToggleQr}
          >
            {t('links.qr')}
          </button>
        )}
        <button
          type="button"
          aria-label={t('popup.statsFor', { link: named })}
          // The ask is stored first, so the Stats tab finds it as it mounts.
          onClick={() => void askForStats(link.id, scope).then(() => show('stats'))}
        >
          {t('popup.stats')}
        </button>
        <ConfirmDelete
          what={t('links.named', { link: named })}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(link.id)}
        />
      </div>
      {remove.error && <ErrorNotice error={remove.error} />}
      {props.qrOpen && href && <LinkQr link={link} url={href} />}
    </li>
  );
}
