import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { ErrorNotice } from '../../../components/ErrorNotice';
import type { QrFormat } from '../../../lib/api/qrcodes';
import type { QrCode } from '../../../lib/api/schemas/qrcode';
import { t } from '../../../lib/i18n';
import { qrTypeLabel } from '../../../lib/qr/content';
import { svgDataUrl } from '../../../lib/qr/draw';
import { saveQrFile } from '../../../lib/qr/files';
import { isolate } from '../../../lib/web-url';
import { useDeleteQr, useDownloadQr } from './qr-queries';
import { qrName } from './qrName';

/** One QR code with its details; the service's preview only ever as an <img> (no script). */
export function QrCodeView({ qr, onDeleted }: { qr: QrCode; onDeleted?: () => void }) {
  const download = useDownloadQr();
  const remove = useDeleteQr();
  // A failure is shown from download.error.
  const save = (format: QrFormat) =>
    download.mutate({ qr, format }, { onSuccess: (blob) => saveQrFile(blob, name, format) });
  const dynamic = qr.is_dynamic ?? qr.link_id != null;
  const name = qrName(qr);
  // Two forms: Spanish puts an article before the name inside "¿Eliminar {what}?".
  const named = t('qrcodes.named', { name: isolate(name) });
  const unknown = t('qrcodes.unknown');
  const colour = (c: string | null | undefined) =>
    c != null ? isolate(c) : t('qrcodes.colourDefault');
  return (
    <article aria-label={t('qrcodes.region', { name: isolate(name) })} className="qr-view">
      <h3>
        <bdi>{name}</bdi>
      </h3>
      {qr.preview_svg ? (
        <img
          src={svgDataUrl(qr.preview_svg)}
          alt={t('qr.alt', { content: isolate(qr.content) })}
          width={160}
          height={160}
        />
      ) : (
        <p>{t('qrcodes.noPreview')}</p>
      )}
      <dl>
        <dt>{t('qrcodes.type')}</dt>
        <dd>{qr.type != null ? <bdi>{qrTypeLabel(qr.type)}</bdi> : unknown}</dd>
        <dt>{t('qrcodes.content')}</dt>
        <dd className="wrap">
          <bdi>{qr.content}</bdi>
        </dd>
        <dt>{t('qrcodes.dynamic')}</dt>
        <dd>
          {!dynamic
            ? t('qrcodes.dynamicNo')
            : qr.link_id != null
              ? t('qrcodes.dynamicLink', { id: qr.link_id })
              : t('qrcodes.dynamicYes')}
        </dd>
        <dt>{t('qrcodes.size')}</dt>
        <dd>{qr.size != null ? `${qr.size} px` : unknown}</dd>
        <dt>{t('qrcodes.errorCorrection')}</dt>
        <dd>{qr.error_correction != null ? <bdi>{qr.error_correction}</bdi> : unknown}</dd>
        <dt>{t('qrcodes.colours')}</dt>
        <dd>
          {t('qrcodes.colourPair', {
            foreground: colour(qr.foreground_color),
            background: colour(qr.background_color),
          })}
        </dd>
      </dl>
      <button type="button" disabled={download.isPending} onClick={() => save('svg')}>
        {t('qrcodes.download', { format: 'SVG' })}
      </button>{' '}
      <button type="button" disabled={download.isPending} onClick={() => save('png')}>
        {t('qrcodes.download', { format: 'PNG' })}
      </button>{' '}
      <ConfirmDelete
        what={named}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(qr.id, { onSuccess: () => onDeleted?.() })}
      />
      {download.error && <ErrorNotice error={download.error} />}
      {remove.error && <ErrorNotice error={remove.error} />}
    </article>
  );
}
