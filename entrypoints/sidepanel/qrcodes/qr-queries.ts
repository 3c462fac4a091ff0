import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteQrCode,
  downloadQrCode,
  getQrCode,
  listQrCodes,
  type QrFormat,
  type QrListQuery,
} from '../../../lib/api/qrcodes';
import type { QrCode } from '../../../lib/api/schemas/qrcode';
import { type SaveQrInput, saveQrCode } from '../../../lib/qr/save';
import { scopedKey, useApi, useListPage } from '../ApiContext';

export const useQrList = (query: QrListQuery) => useListPage('qrcodes', listQrCodes, query);

/** The single-item answer is the one with preview_svg, so a view always asks for it. */
export function useQrCode(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: scopedKey(api, 'qrcodes', 'one', id),
    queryFn: ({ signal }) => getQrCode(api.client, id, { signal }),
  });
}

export function useDeleteQr() {
  const api = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteQrCode(api.client, id),
    onSuccess: (_, id) => {
      queries.removeQueries({ queryKey: scopedKey(api, 'qrcodes', 'one', id) });
      return queries.invalidateQueries({ queryKey: scopedKey(api, 'qrcodes', 'list') });
    },
  });
}

/** POST /qrcodes for any type; the list is asked again so the new code shows in it. */
export function useSaveQr() {
  const api = useApi();
  const queries = useQueryClient();
  return async (input: SaveQrInput, signal: AbortSignal): Promise<QrCode> => {
    const qr = await saveQrCode(api.client, input, signal);
    void queries.invalidateQueries({ queryKey: scopedKey(api, 'qrcodes', 'list') });
    return qr;
  };
}

/** An authenticated fetch of the download address: a plain link would not carry the key. */
export function useDownloadQr() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ qr, format }: { qr: QrCode; format: QrFormat }) =>
      downloadQrCode(api.client, qr, format),
  });
}
