import { QrPanel } from '../../../components/QrPanel';
import { t } from '../../../lib/i18n';
import { linkQrInput } from '../../../lib/qr/save';
import { useSaveQr } from '../qrcodes/qr-queries';
import { useQrDefaults } from '../useQrDefaults';
import type { LinkRow } from './LinkItem';

/** A link's QR code, as the popup draws it (QrPanel); `url` is its short link, a web address. */
export function LinkQr({ link, url }: { link: LinkRow; url: string }) {
  const style = useQrDefaults();
  const saveQr = useSaveQr();
  if (!style) return <p role="status">{t('panel.loading')}</p>;
  return (
    <QrPanel
      content={url}
      initialStyle={style}
      onSaveDynamic={(chosen, signal) =>
        saveQr(linkQrInput({ ...link, short_url: url }, chosen), signal)
      }
    />
  );
}
