import { AppWindow, Settings } from 'lucide';
import { IconButton } from '../../components/Icon';
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
      <IconButton icon={AppWindow} label={t('popup.allTabs')} onClick={onAllTabs} />
      <IconButton icon={Settings} label={t('popup.settings')} onClick={onSettings} />
    </header>
  );
}
