import '../../../components/manage.css';
import { useRef, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { t } from '../../../lib/i18n';
import { EmptyState } from '../EmptyState';
import { Pager } from '../Pager';
import { SearchForm } from '../SearchForm';
import { useQrDefaults } from '../useQrDefaults';
import { QrCodeView } from './QrCodeView';
import { QrContentForm } from './QrContentForm';
import { QrItem } from './QrItem';
import { useQrCode, useQrList, useSaveQr } from './qr-queries';
import { useAskedQrCode } from './useAskedQrCode';

/** The account's QR codes: search and page through them; open one to see, save or delete it. */
export function QrCodesSection() {
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [open, setOpen] = useState<number>();
  const list = useQrList(query);
  const saveQr = useSaveQr();
  const qrStyle = useQrDefaults();
  useAskedQrCode(setOpen, true);
  // Clear search empties the field too: the form starts again.
  const [searchForm, setSearchForm] = useState(0);
  const newCode = useRef<HTMLDetailsElement>(null);
  // A code asked for from the popup may be on another page of the list: shown above it.
  const openElsewhere = open !== undefined && !list.data?.data.some((qr) => qr.id === open);

  return (
    <div>
      <h2>{t('qrcodes.title')}</h2>
      <details ref={newCode}>
        <summary>{t('qrcodes.new')}</summary>
        {/* Starts from the QR style set in the options, as the popup's QR code does. */}
        {qrStyle ? (
          <QrContentForm onSave={saveQr} initialStyle={qrStyle} />
        ) : (
          <p role="status">{t('panel.loading')}</p>
        )}
      </details>
      <SearchForm
        key={searchForm}
        name={t('qrcodes.search')}
        label={t('panel.searchByName')}
        onSearch={(search) => setQuery({ search, page: 1 })}
      />
      {openElsewhere && <QrCodeDetail id={open} onDeleted={() => setOpen(undefined)} />}
      {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <p role="status">{t('qrcodes.loading')}</p>}
      {list.data &&
        list.data.data.length === 0 &&
        (query.search ? (
          <EmptyState
            text={t('qrcodes.noMatch', { search: query.search })}
            action={t('panel.clearSearch')}
            onAction={() => {
              setSearchForm((n) => n + 1);
              setQuery({ search: '', page: 1 });
            }}
          />
        ) : (
          <EmptyState
            text={t('qrcodes.none')}
            action={t('qrcodes.new')}
            // The form is above, closed: opened, with the focus on its first field.
            onAction={() => {
              if (!newCode.current) return;
              newCode.current.open = true;
              newCode.current.querySelector<HTMLElement>('input, select')?.focus();
            }}
          />
        ))}
      {list.data && list.data.data.length > 0 && (
        <ul aria-label={t('qrcodes.title')} className="items" aria-busy={list.isFetching}>
          {list.data.data.map((qr) => (
            <QrItem
              key={qr.id}
              qr={qr}
              open={open === qr.id}
              onToggle={() => setOpen(open === qr.id ? undefined : qr.id)}
            >
              {open === qr.id && <QrCodeDetail id={qr.id} onDeleted={() => setOpen(undefined)} />}
            </QrItem>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          label={t('qrcodes.pages')}
          page={list.data.current_page}
          lastPage={list.data.last_page}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      )}
    </div>
  );
}

/** Fetches GET /qrcodes/{id}: the list's items may lack preview_svg, the single answer has it. */
function QrCodeDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const one = useQrCode(id);
  if (one.error) return <ErrorNotice error={one.error} onRetry={() => void one.refetch()} />;
  if (!one.data) return <p role="status">{t('qrcodes.loadingOne')}</p>;
  return <QrCodeView qr={one.data} onDeleted={onDeleted} />;
}
