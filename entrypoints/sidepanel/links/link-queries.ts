import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deleteLink, isLinkGone, type LinkListQuery, listLinks } from '../../../lib/api/links';
import { forgetLink } from '../../../lib/history';
import { scopedKey, useApi, useListPage } from '../ApiContext';
import { analyticsKey } from '../stats/useAnalytics';

/** The first page, newest first: the Links tab opens on it and Stats picks from it, one answer. */
export const FIRST_PAGE: Required<Pick<LinkListQuery, 'search' | 'page'>> = { search: '', page: 1 };

/** GET /links; a 404 or 405 means the service has none (isLinkListUnsupported). */
export const useLinkList = (query: LinkListQuery) => useListPage('links', listLinks, query);

/** A link the service no longer has leaves history and the index; every list is asked again. */
export function useForgetLink() {
  const api = useApi();
  const queries = useQueryClient();
  return useCallback(
    async (linkId: number) => {
      await forgetLink(api.scope, linkId);
      await queries.invalidateQueries({ queryKey: scopedKey(api, 'links') });
    },
    [api, queries],
  );
}

export function useDeleteLink() {
  const api = useApi();
  const queries = useQueryClient();
  const forget = useForgetLink();
  return useMutation({
    mutationFn: (linkId: number) => deleteLink(api.client, linkId),
    onSuccess: (_, linkId) => {
      // Its saved stats would otherwise still be drawn from the cache.
      queries.removeQueries({ queryKey: analyticsKey(api, linkId), exact: true });
      return forget(linkId);
    },
    // Already gone (deleted elsewhere): as good as deleted here. The 404 is still shown.
    onError: (error, linkId) => (isLinkGone(error) ? forget(linkId) : undefined),
  });
}
