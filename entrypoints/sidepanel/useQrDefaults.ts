import { useEffect, useState } from 'react';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  type QrDefaults,
} from '../../lib/storage/preferences';

/** The QR style set in the options, which every new QR code starts from; undefined until read. */
export function useQrDefaults(): QrDefaults | undefined {
  const [style, setStyle] = useState<QrDefaults>();
  useEffect(() => {
    void loadPreferences().then(
      (p) => setStyle(p.qr),
      () => setStyle(DEFAULT_PREFERENCES.qr),
    );
  }, []);
  return style;
}
