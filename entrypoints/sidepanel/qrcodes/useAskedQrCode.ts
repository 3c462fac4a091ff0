import { useEffect } from 'react';
import { panelQrCodeItem } from '../../../lib/panel/panel-asks';

/**
 * Follows the popup's requests to show a saved QR code (lib/panel.ts): calls `onAsk` with the
 * code's id (and when it was asked) when one is waiting as the panel opens, and whenever one
 * comes while it is open. With `take`, the request is used up, so it opens the code once, not
 * at every later opening.
 */
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
