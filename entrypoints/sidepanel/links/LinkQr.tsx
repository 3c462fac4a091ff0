import { QrCard } from '../../../components/QrCard';
import { t } from '../../../lib/i18n';
import { linkQrName } from '../../../lib/qr/files';
import { linkQrInput } from '../../../lib/qr/save';
import { useSaveQr } from '../qrcodes/qr-queries';
import { useQrDefaults } from '../useQrDefaults';
import type { LinkRow } from './LinkItem';

/** A link's QR code, as the popup draws it (QrCard); `url` is its short link, a web address. */
export function LinkQr({ link, url }: { link: LinkRow; url: string }) {
  const style = useQrDefaults();
  const saveQr = useSaveQr();
  if (!style) return <p role="status">{t('panel.loading')}</p>;
  return (
    <QrCard
      content={url}
      name={linkQrName(url)}
      initialStyle={style}
      onSaveDynamic={(chosen, signal) =>
        saveQr(linkQrInput({ ...link, short_url: url }, chosen), signal)
      }
    />
  );
}
