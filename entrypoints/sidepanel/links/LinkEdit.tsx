import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../lib/i18n';
import { type EditableLink, type EditOutcome, editLink } from '../../../lib/link-edit';
import { scopedKey, useApi } from '../ApiContext';
import { analyticsKey } from '../stats/useAnalytics';
import { LinkEditForm } from './LinkEditForm';
import { linksKey } from './link-queries';

/** A link edited in its row; what the service said of it is told above the list (`onNote`). */
export function LinkEdit(props: {
  link: EditableLink;
  onClose: () => void;
  onNote: (note: string) => void;
}) {
  const api = useApi();
  const queries = useQueryClient();
  const done = async (outcome?: EditOutcome) => {
    props.onClose();
    if (!outcome) return;
    if (outcome.kind === 'unsupported') return props.onNote(t('links.noEdit'));
    if (outcome.kind === 'gone') props.onNote(t('links.gone'));
    // Lists, searches, Stats and QR codes (a dynamic code follows its link) asked again.
    await Promise.all([
      queries.invalidateQueries({ queryKey: linksKey(api) }),
      queries.invalidateQueries({ queryKey: analyticsKey(api, props.link.id) }),
      queries.invalidateQueries({ queryKey: scopedKey(api, 'qrcodes') }),
    ]);
  };
  return (
    <LinkEditForm
      link={props.link}
      save={(changes, signal) => editLink(api.client, api.scope, props.link, changes, { signal })}
      onDone={(outcome) => void done(outcome)}
    />
  );
}
