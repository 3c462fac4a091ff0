import { t } from '../../lib/i18n';
import { useShowSection } from '../PanelTabs';

/**
 * An account with no links yet: what to do next, with the action as a button. The one way to
 * make links from the panel is its All tabs tab (the popup's own flow, tab by tab), so the
 * button goes there; the sentence names the toolbar icon for a single page.
 */
export function EmptyLinks() {
  const show = useShowSection();
  return (
    <div className="links-empty">
      <p>{t('links.none')}</p>
      <button type="button" className="primary" onClick={() => show('alltabs')}>
        {t('links.shortenTabs')}
      </button>
    </div>
  );
}
