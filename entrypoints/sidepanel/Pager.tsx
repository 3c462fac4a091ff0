import { t } from '../../lib/i18n';

/** Previous and Next; none for one page, but shown past the last so Previous leads back. */
export function Pager(props: {
  page: number;
  lastPage: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { page, lastPage } = props;
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav aria-label={props.label} className="pager">
      <button type="button" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t('panel.previous')}
      </button>{' '}
      <span aria-live="polite">{t('panel.pageOf', { page, last: lastPage })}</span>{' '}
      <button type="button" disabled={page >= lastPage} onClick={() => props.onPage(page + 1)}>
        {t('panel.next')}
      </button>
    </nav>
  );
}
