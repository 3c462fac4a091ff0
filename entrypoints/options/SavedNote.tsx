import { t } from '../../lib/i18n';

/**
 * "Saved ✓" at the top of a card that saves as it changes, once something was saved: a live
 * region there from the start, so a screen reader hears each save, and the card never moves.
 */
export function SavedNote({ count }: { count: number }) {
  return (
    <p className="saved-note ok" role="status">
      {/* Keyed by the count, so the same words are announced again on the next save. */}
      {count > 0 && <span key={count}>{t('options.saved')}</span>}
    </p>
  );
}
