import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Link } from '../../lib/api/schemas/link';
import { t } from '../../lib/i18n';
import { type EditableLink, type EditOutcome, editLink } from '../../lib/link-edit';
import { canEditLinks, watchLinkEdit } from '../../lib/storage/link-edit';
import { type Api, useApi } from '../ApiContext';
import { analyticsKey } from '../stats/useAnalytics';
import { LinkEditForm } from './LinkEditForm';
import { linksKey } from './queries';

/** Whether this account's links may be edited: until its service said it can't, anywhere. */
export function useCanEditLinks(): boolean {
  const { scope } = useApi();
  const [can, setCan] = useState(true);
  useEffect(() => {
    let live = true;
    void canEditLinks(scope).then((c) => live && setCan(c));
    const unwatch = watchLinkEdit(scope, setCan);
    return () => {
      live = false;
      unwatch();
    };
  }, [scope]);
  return can;
}

/**
 * A link edited in its row of the Links tab. Saved, every list and search of the panel's cache
 * takes the link the service sent back at once (then asks again), and its Stats (whose heading
 * shows its title and short link) are asked again; history and the index are lib/link-edit.ts's. A service
 * that can't edit, or a link deleted meanwhile, is said once above the list (`onNote`).
 */
export function LinkEdit(props: {
  link: EditableLink;
  onClose: () => void;
  onNote: (note: string) => void;
}) {
  const api = useApi();
  const queries = useQueryClient();
  const done = async (outcome?: EditOutcome) => {
    if (outcome?.kind === 'saved') await takeEdit(api, queries, outcome.link);
    if (outcome?.kind === 'unsupported') props.onNote(t('links.noEdit'));
    if (outcome?.kind === 'gone') {
      props.onNote(t('links.gone'));
      await queries.invalidateQueries({ queryKey: linksKey(api) });
    }
    props.onClose();
  };
  return (
    <LinkEditForm
      link={props.link}
      save={(changes, signal) => editLink(api.client, api.scope, props.link, changes, { signal })}
      onDone={(outcome) => void done(outcome)}
    />
  );
}

type Queries = ReturnType<typeof useQueryClient>;

async function takeEdit(api: Api, queries: Queries, link: Link): Promise<void> {
  const replace = (old: unknown): unknown => {
    if (!old || typeof old !== 'object' || !('data' in old) || !Array.isArray(old.data)) return old;
    return {
      ...old,
      data: old.data.map((l: { id?: number }) => (l.id === link.id ? { ...l, ...link } : l)),
    };
  };
  queries.setQueriesData({ queryKey: linksKey(api) }, replace);
  await Promise.all([
    queries.invalidateQueries({ queryKey: linksKey(api) }),
    queries.invalidateQueries({ queryKey: analyticsKey(api, link.id) }),
  ]);
}
