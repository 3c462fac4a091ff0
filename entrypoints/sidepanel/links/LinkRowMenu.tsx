import type { KeyboardEvent } from 'react';
import { t } from '../../../lib/i18n';
import { isolate, webUrl } from '../../../lib/web-url';
import { useShowStats } from '../PanelTabs';
import type { LinkRow, RowPanel } from './LinkItem';

/** A row's actions, a word each (icons would cost the panel's budget), under the row. */
export function LinkRowMenu(p: {
  link: LinkRow;
  canEdit: boolean;
  onOpen: (panel?: RowPanel) => void;
  onKeyDown: (e: KeyboardEvent) => void;
}) {
  const showStats = useShowStats();
  const named = isolate(p.link.short_url);
  const action = (text: string, name: string, panel: RowPanel | (() => void), danger = false) => (
    <button
      type="button"
      className={danger ? 'danger-quiet' : undefined}
      aria-label={name}
      onClick={typeof panel === 'function' ? panel : () => p.onOpen(panel)}
      onKeyDown={p.onKeyDown}
    >
      {text}
    </button>
  );
  const what = t('links.named', { link: named });
  return (
    <div className="link-row-wide row-actions">
      {webUrl(p.link.short_url) && action(t('links.qr'), t('links.qrNamed', { link: named }), 'qr')}
      {action(t('popup.stats'), t('popup.statsFor', { link: named }), () => showStats(p.link.id))}
      {p.canEdit && action(t('links.edit'), t('links.editNamed', { link: named }), 'edit')}
      {action(t('common.delete'), t('common.deleteNamed', { what }), 'delete', true)}
    </div>
  );
}
