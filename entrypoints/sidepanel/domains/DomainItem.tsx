import { useState } from 'react';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { ErrorNotice } from '../../../components/ErrorNotice';
import type { Domain } from '../../../lib/api/schemas/domain';
import { t } from '../../../lib/i18n';
import { isolate } from '../../../lib/web-url';
import { DomainForm } from './DomainForm';
import { useDeleteDomain } from './domain-queries';

/** One domain: its pages, and Edit (in place) and Delete (after a confirmation). */
export function DomainItem({ domain }: { domain: Domain }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteDomain();
  const page = (url?: string | null) => (url ? <bdi dir="ltr">{url}</bdi> : t('domains.noPage'));
  if (editing) {
    return (
      <li>
        <DomainForm domain={domain} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="domain">
      <strong>
        <bdi dir="ltr">{domain.name}</bdi>
      </strong>
      <dl>
        <dt>{t('domains.indexPage')}</dt>
        <dd>{page(domain.index_page)}</dd>
        <dt>{t('domains.notFoundPage')}</dt>
        <dd>{page(domain.not_found_page)}</dd>
      </dl>
      <button
        type="button"
        aria-label={t('domains.editNamed', { name: isolate(domain.name) })}
        onClick={() => setEditing(true)}
      >
        {t('domains.edit')}
      </button>{' '}
      <ConfirmDelete
        what={isolate(domain.name)}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(domain.id)}
      />
      {remove.error && <ErrorNotice error={remove.error} />}
    </li>
  );
}
