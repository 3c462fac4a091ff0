import { useState } from 'react';
import { csvList, markdownList, plainList } from '../../../lib/bulk/bulk-lists';
import type { BulkRow } from '../../../lib/bulk/bulk-run';
import { saveCsv } from '../../../lib/csv';
import { t } from '../../../lib/i18n';

type Said = { ok: boolean; text: string } | undefined;

/** The links once the run ends: copied, as Markdown, or as a CSV file for a spreadsheet. */
export function BulkLists({ rows, copied }: { rows: BulkRow[]; copied?: boolean }) {
  const [said, setSaid] = useState<Said>();
  // What the automatic copy at the end did, until a button here says something newer.
  const auto: Said =
    copied === undefined
      ? undefined
      : { ok: copied, text: copied ? t('bulk.copiedAll') : t('bulk.copyFailed') };
  const shown = said ?? auto;
  if (plainList(rows) === '') return <p>{t('bulk.noLinks')}</p>;
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setSaid({ ok: true, text: t('common.copied') }),
      () => setSaid({ ok: false, text: t('bulk.copyFailedAgain') }),
    );
  return (
    <>
      <div className="row-actions">
        <button type="button" onClick={() => void copy(plainList(rows))}>
          {t('bulk.copyLinks')}
        </button>
        <button type="button" onClick={() => void copy(markdownList(rows))}>
          {t('bulk.copyMarkdown')}
        </button>
        <button type="button" onClick={() => saveCsv(csvList(rows), 'snaplink-tabs.csv')}>
          {t('bulk.downloadCsv')}
        </button>
      </div>
      <p role="status" className={shown?.ok === false ? 'error' : 'ok'}>
        {shown?.text ?? ''}
      </p>
    </>
  );
}
