import { t } from '../lib/i18n';

/** Shows an error as the sentence the client already wrote for people; never raw JSON. */
export function ErrorNotice({ error }: { error: unknown }) {
  const message =
    typeof error === 'string'
      ? error
      : error instanceof Error && error.message
        ? error.message
        : t('common.somethingWrong');
  return (
    <p role="alert" className="error">
      {message}
    </p>
  );
}
