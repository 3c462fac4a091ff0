import { t } from '../../lib/i18n';

/**
 * The popup's title and its ways elsewhere, whatever it shows: All tabs… (every tab of the
 * window is shortened in the side panel, which stays open where the popup would close:
 * components/bulk/) and the settings.
 */
export function Header({
  onAllTabs,
  onSettings,
}: {
  onAllTabs: () => void;
  onSettings: () => void;
}) {
  return (
    <header className="popup-head">
      <h1>Snaplink</h1>
      <button type="button" onClick={onAllTabs}>
        {t('popup.allTabs')}
      </button>
      <button type="button" onClick={onSettings}>
        {t('popup.settings')}
      </button>
    </header>
  );
}
