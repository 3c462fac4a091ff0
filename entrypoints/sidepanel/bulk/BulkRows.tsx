import { ShortLink } from '../../../components/ShortLink';
import type { BulkRow } from '../../../lib/bulk/bulk-run';
import { t } from '../../../lib/i18n';

/** The tabs as the run goes: each title with its short link, or where it is, or why none. */
export function BulkRows({ rows }: { rows: BulkRow[] }) {
  return (
    <ol className="items bulk-rows" aria-label={t('bulk.list')}>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows keep their order for the run.
        <li key={i}>
          <strong>
            <bdi>{row.title.trim() || row.url || t('bulk.untitled')}</bdi>
          </strong>
          <RowState row={row} />
        </li>
      ))}
    </ol>
  );
}

function RowState({ row }: { row: BulkRow }) {
  const { state } = row;
  switch (state.kind) {
    case 'waiting':
      return <p className="muted">{t('bulk.queued')}</p>;
    case 'working':
      return <p className="muted">{t('bulk.working')}</p>;
    case 'link':
      return (
        <p>
          <ShortLink url={state.shortUrl} />
          {state.reused && <span className="muted"> {t('bulk.reused')}</span>}
        </p>
      );
    case 'skipped':
      return <p className="muted">{t('bulk.skipped', { reason: state.reason })}</p>;
    case 'failed':
      return <p className="error">{state.message}</p>;
  }
}
