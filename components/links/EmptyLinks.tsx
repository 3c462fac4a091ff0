import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../lib/i18n';
import { shorten } from '../../lib/shorten';
import { typedUrl } from '../../lib/urls';
import { AddressForm } from '../AddressForm';
import { useApi } from '../ApiContext';
import { ErrorNotice } from '../ErrorNotice';
import { linksKey } from './queries';

/**
 * An account with no links yet: what to do next, with the action as a button. It opens the
 * popup's "another address" field here, which shortens through the popup's own flow (the same
 * checks, history and reuse), and the list shows the new link.
 */
export function EmptyLinks() {
  const api = useApi();
  const queries = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>();
  const submit = async (text: string) => {
    setBusy(true);
    setProblem(undefined);
    const outcome = await shorten(
      { url: typedUrl(text), copy: false },
      { connection: api.connection },
    );
    setBusy(false);
    if (outcome.kind === 'link') await queries.invalidateQueries({ queryKey: linksKey(api) });
    else if (outcome.kind === 'error') setProblem(outcome.error);
    else if (outcome.kind === 'unshortenable') setProblem(outcome.reason);
  };
  return (
    <div className="links-empty">
      <p>{t('links.none')}</p>
      {adding ? (
        <AddressForm busy={busy} onSubmit={(text) => void submit(text)} />
      ) : (
        <button type="button" className="primary" onClick={() => setAdding(true)}>
          {t('links.shortenFirst')}
        </button>
      )}
      {problem !== undefined && <ErrorNotice error={problem} />}
    </div>
  );
}
