import { lazy, Suspense } from 'react';
import { react } from '../../components/react-h';
import { useCopy } from '../../components/useCopy';
import type { LinkUpdate } from '../../lib/api/schemas/link';
import { type CopyFormat, formatLink } from '../../lib/copy-formats';
import { type HistoryEntry, recentLinks } from '../../lib/history';
import { t } from '../../lib/i18n';
import type { EditOutcome } from '../../lib/link-edit';
import type { Connection } from '../../lib/storage/preferences';
import { type CardLink, linkCard } from './markup';

/**
 * The link card (markup.ts) in React: each copy button says "Copied ✓" for a moment; a copy that
 * fails says why in the card's note, where the link stays to be copied by hand.
 */
export function LinkCard(props: {
  link: CardLink;
  note: string;
  onNew: () => void;
  onStats: () => void;
  onEdit?: () => void;
  canEdit?: boolean;
}) {
  const { copy, stateOf, failed } = useCopy<CopyFormat>();
  return linkCard(react, {
    ...props,
    note: failed ? t('common.copyFailed') : props.note,
    copied: stateOf,
    onCopy: (format) => void copy(format, formatLink(props.link, format)),
  });
}

// The edit form and the edit itself load at the click on Edit, never with the popup: both are
// shared with the side panel, so they go into a `later-` file (scripts/chunks.ts).
const EditForm = lazy(() =>
  import('../../components/links/LinkEditForm').then((m) => ({ default: m.LinkEditForm })),
);

/**
 * The card's link, edited under it (title, destination, alias). `onDone` gets what to say in the
 * card's note ("Saved.", or why Edit is gone) and, once saved, the link as history now has it.
 */
export function EditCardLink(props: {
  link: HistoryEntry;
  connection: Connection;
  onDone: (note?: string, entry?: HistoryEntry) => void;
}) {
  const { link, connection, onDone } = props;
  const scope = { base_url: link.base_url, account: link.account };
  const save = async (changes: LinkUpdate, signal: AbortSignal) => {
    const [{ createClient }, { editLink }, { updateSavedPanel }] = await Promise.all([
      import('../../lib/api/client'),
      import('../../lib/link-edit'),
      import('../../lib/panel-cache-edit'),
    ]);
    const editable = { ...link, id: link.link_id };
    const outcome = await editLink(createClient(connection), scope, editable, changes, { signal });
    if (outcome.kind === 'saved') await updateSavedPanel(scope, outcome.link, link.short_url);
    return outcome;
  };
  const done = async (outcome?: EditOutcome) => {
    if (outcome?.kind !== 'saved') {
      if (!outcome) return onDone();
      return onDone(outcome.kind === 'unsupported' ? t('links.noEdit') : t('links.gone'));
    }
    const entries = await recentLinks(scope);
    onDone(
      t('links.saved'),
      entries.find((e) => e.link_id === link.link_id),
    );
  };
  return (
    <Suspense fallback={<p role="status">{t('panel.loading')}</p>}>
      <EditForm
        link={{ ...link, id: link.link_id }}
        save={save}
        onDone={(outcome) => void done(outcome)}
      />
    </Suspense>
  );
}
