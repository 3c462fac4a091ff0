import { ChartColumn, Plus } from 'lucide';
import { CopyFormats } from '../../components/CopyFormats';
import { IconButton } from '../../components/Icon';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';

/** Under the link: a new link and its Stats, as icons, then the link in other formats. */
export function LinkActions(props: {
  link: HistoryEntry;
  onNew: () => void;
  onStats: (link: HistoryEntry) => void;
}) {
  const { link } = props;
  return (
    <div className="actions link-actions">
      <IconButton icon={Plus} label={t('popup.createNew')} onClick={props.onNew} />
      <IconButton icon={ChartColumn} label={t('popup.stats')} onClick={() => props.onStats(link)} />
      <CopyFormats key={link.short_url} link={link} />
    </div>
  );
}
