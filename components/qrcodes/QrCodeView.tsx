import type { QrFormat } from '../../lib/api/qrcodes';
import type { QrCode } from '../../lib/api/schemas/qrcode';
import { svgDataUrl } from '../../lib/qr/render';
import { ConfirmDelete } from '../ConfirmDelete';
import { QueryError } from '../QueryError';
import { saveFile } from '../saveFile';
import { useDeleteQr, useDownloadQr } from './queries';
import { fileNameFor } from './saveBlob';

/**
 * One QR code with its details. preview_svg comes from the service and may hold anything, so it
 * is only ever an image's data: URL: in an <img> an SVG runs no script and loads nothing.
 */
export function QrCodeView({ qr, onDeleted }: { qr: QrCode; onDeleted?: () => void }) {
  const download = useDownloadQr();
  const remove = useDeleteQr();
  // mutateAsync, not mutate's callbacks: those are dropped when the observer has no subscriber
  // yet, which is the case for a click that lands before Preact has run the view's effects.
  const save = (format: QrFormat) =>
    download
      .mutateAsync({ qr, format })
      .then((blob) => saveFile(blob, fileNameFor(qr.name, format)))
      .catch(() => {}); // shown from download.error
  const dynamic = qr.is_dynamic ?? qr.link_id != null;
  return (
    <article aria-label={`QR code ${qr.name}`} className="qr-view">
      <h3>{qr.name}</h3>
      {qr.preview_svg ? (
        <img
          src={svgDataUrl(qr.preview_svg)}
          alt={`QR code for ${qr.content}`}
          width={160}
          height={160}
        />
      ) : (
        <p>No preview.</p>
      )}
      <dl>
        <dt>Type</dt>
        <dd>{qr.type ?? 'Unknown'}</dd>
        <dt>Content</dt>
        <dd className="wrap">{qr.content}</dd>
        <dt>Dynamic</dt>
        <dd>{dynamic ? `Yes${qr.link_id != null ? `, link #${qr.link_id}` : ''}` : 'No'}</dd>
        <dt>Size</dt>
        <dd>{qr.size != null ? `${qr.size} px` : 'Unknown'}</dd>
        <dt>Error correction</dt>
        <dd>{qr.error_correction ?? 'Unknown'}</dd>
        <dt>Colours</dt>
        <dd>
          {qr.foreground_color ?? 'default'} on {qr.background_color ?? 'default'}
        </dd>
      </dl>
      <button type="button" disabled={download.isPending} onClick={() => save('svg')}>
        Download SVG
      </button>{' '}
      <button type="button" disabled={download.isPending} onClick={() => save('png')}>
        Download PNG
      </button>{' '}
      <ConfirmDelete
        what={`QR code ${qr.name}`}
        pending={remove.isPending}
        onConfirm={() =>
          remove
            .mutateAsync(qr.id)
            .then(() => onDeleted?.())
            .catch(() => {})
        }
      />
      {download.error && <QueryError error={download.error} />}
      {remove.error && <QueryError error={remove.error} />}
    </article>
  );
}
