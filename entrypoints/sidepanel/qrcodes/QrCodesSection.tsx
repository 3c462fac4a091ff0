import { useRef, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { SearchField } from '../../../components/SearchField';
import { t } from '../../../lib/i18n';
import { panelQrCodeItem } from '../../../lib/panel/panel-asks';
import { PagedList, useSearchedPage } from '../PagedList';
import { useAsk } from '../useAsk';
import { useQrDefaults } from '../useQrDefaults';
import { QrCodeView } from './QrCodeView';
import { QrContentForm } from './QrContentForm';
import { QrItem } from './QrItem';
import { useQrCode, useQrList, useSaveQr } from './qr-queries';

/** The account's QR codes: search and page through them; open one to see, save or delete it. */
export function QrCodesSection() {
  const paging = useSearchedPage('qrcodes-list');
  const [open, setOpen] = useState<number>();
  const list = useQrList({ search: paging.search, page: paging.page });
  const saveQr = useSaveQr();
  const qrStyle = useQrDefaults();
  useAsk(panelQrCodeItem, (ask) => setOpen(ask.id), true);
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
      <SearchField label={t('panel.searchByName')} {...paging.field} />
      {openElsewhere && <QrCodeDetail id={open} onDeleted={() => setOpen(undefined)} />}
      <PagedList
        list={list}
        words={{
          title: t('qrcodes.title'),
          loading: t('qrcodes.loading'),
          pages: t('qrcodes.pages'),
          noMatch: t('qrcodes.noMatch', { search: paging.search }),
          none: t('qrcodes.none'),
        }}
        paging={paging}
        // The form is above, closed: opened, with the focus on its first field.
        onNone={[
          t('qrcodes.new'),
          () => {
            if (!newCode.current) return;
            newCode.current.open = true;
            newCode.current.querySelector<HTMLElement>('input, select')?.focus();
          },
        ]}
      >
        {(codes) =>
          codes.map((qr) => (
            <QrItem
              key={qr.id}
              qr={qr}
              open={open === qr.id}
              onToggle={() => setOpen(open === qr.id ? undefined : qr.id)}
            >
              {open === qr.id && <QrCodeDetail id={qr.id} onDeleted={() => setOpen(undefined)} />}
            </QrItem>
          ))
        }
      </PagedList>
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
