import '../manage.css';
import { type FormEvent, useState } from 'react';
import { Field } from '../Field';
import { Pager } from '../Pager';
import { QueryError } from '../QueryError';
import { QrCodeView } from './QrCodeView';
import { useQrCode, useQrList } from './queries';

/** The account's QR codes: search and page through them; open one to see, save or delete it. */
export function QrCodesSection() {
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState<number>();
  const list = useQrList(query);
  // Search runs on submit, not on each key: typing must not spend the rate limit.
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ search: draft.trim(), page: 1 });
  };

  return (
    <div>
      <h2>QR codes</h2>
      <form aria-label="Search QR codes" onSubmit={search} className="controls">
        <Field label="Search by name">
          {({ id }) => (
            <input
              id={id}
              type="search"
              value={draft}
              onInput={(e) => setDraft(e.currentTarget.value)}
            />
          )}
        </Field>
        <button type="submit">Search</button>
      </form>
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <p role="status">Loading QR codes…</p>}
      {list.data && list.data.data.length === 0 && (
        <p>{query.search ? `No QR code matches “${query.search}”.` : 'No QR codes yet.'}</p>
      )}
      {list.data && list.data.data.length > 0 && (
        <ul aria-label="QR codes" className="items" aria-busy={list.isFetching}>
          {list.data.data.map((qr) => (
            <li key={qr.id}>
              <strong>{qr.name}</strong> <span>{qr.type}</span>
              {qr.is_dynamic && <span> · dynamic</span>}{' '}
              <button
                type="button"
                aria-label={`View ${qr.name}`}
                aria-expanded={open === qr.id}
                onClick={() => setOpen(open === qr.id ? undefined : qr.id)}
              >
                View
              </button>
              {open === qr.id && <QrCodeDetail id={qr.id} onDeleted={() => setOpen(undefined)} />}
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          label="QR code pages"
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
  if (one.error) return <QueryError error={one.error} onRetry={() => void one.refetch()} />;
  if (!one.data) return <p role="status">Loading the QR code…</p>;
  return <QrCodeView qr={one.data} onDeleted={onDeleted} />;
}
