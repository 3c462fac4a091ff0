import { useEffect } from 'react';
import { panelQrCodeItem } from '../../../lib/panel/panel-asks';

/** Follows the asks to show a saved QR code; with `take`, each is used up, opening it once. */
export function useAskedQrCode(onAsk: (id: number, at: number) => void, take = false): void {
  useEffect(() => {
    const asked = (request: { id: number; at: number } | null) => {
      if (!request) return;
      onAsk(request.id, request.at);
      if (take) void panelQrCodeItem.setValue(null);
    };
    void panelQrCodeItem.getValue().then(asked);
    return panelQrCodeItem.watch(asked);
  }, [onAsk, take]);
}
