import { QrStyleFields } from '../../components/QrStyleFields';
import { t } from '../../lib/i18n';
import type { QrDefaults } from '../../lib/storage/preferences';
import { SavedNote } from './SavedNote';

/** The QR defaults: a QR code's own style fields, each change saved as it is made. */
export function QrDefaultsCard(p: {
  qr: QrDefaults;
  saved: number;
  onChange(qr: QrDefaults): void;
}) {
  return (
    <fieldset className="card grid">
      <legend>{t('options.qrDefaults')}</legend>
      <SavedNote count={p.saved} />
      <QrStyleFields ranges style={p.qr} onChange={(patch) => p.onChange({ ...p.qr, ...patch })} />
    </fieldset>
  );
}
