import { t } from '../../lib/i18n';

/** "Saved ✓" after each save, in a live region there from the start: nothing moves. */
export function SavedNote({ count }: { count: number }) {
  return (
    <p className="saved-note ok" role="status">
      {/* Keyed by the count, so the same words are announced again on the next save. */}
      {count > 0 && <span key={count}>{t('options.saved')}</span>}
    </p>
  );
}
