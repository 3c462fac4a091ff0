import { useQuery } from '@tanstack/react-query';
import { getAnalytics } from '../../../lib/api/link-stats';
import { type Api, scopedKey, useApi } from '../ApiContext';

export const analyticsKey = (api: Api, linkId: number | null) =>
  scopedKey(api, 'analytics', linkId);

/** GET /links/{id}/analytics through the panel's cache (a saved answer is drawn at once). */
export function useAnalytics(linkId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: analyticsKey(api, linkId),
    queryFn: ({ signal }) => getAnalytics(api.client, linkId as number, { signal }),
    enabled: linkId !== null,
  });
}
