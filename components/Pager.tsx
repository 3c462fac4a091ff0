import { t } from '../lib/i18n';

/** Previous and next over a list envelope's pages, with where we are in words. */
export function Pager(props: {
  page: number;
  lastPage: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { page, lastPage } = props;
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
