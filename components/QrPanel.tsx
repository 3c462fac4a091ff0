import { t } from '../lib/i18n';
import { linkQrName } from '../lib/qr/files';
import type { QrDefaults } from '../lib/storage/preferences';
import { ErrorNotice } from './ErrorNotice';
import { QrCard, type QrCardProps } from './QrCard';
import { useAsyncAction } from './useAsyncAction';

export interface QrPanelProps extends Omit<QrCardProps, 'more' | 'name'> {
  /** Present once there is a link to tie a dynamic code to. Answers the saved code. */
  onSaveDynamic?: (style: QrDefaults, signal: AbortSignal) => Promise<{ id: number }>;
  /** Shows a saved code where the account's codes are (the side panel), when given. */
  onOpenSaved?: (id: number) => void;
  /** Where a saved code is found, said after the save where that is elsewhere (the popup). */
  savedWhere?: string;
}

/** A link's QR code card, with the save as a dynamic code tied to it (popup and panel). */
export function QrPanel({ onSaveDynamic, onOpenSaved, savedWhere, ...card }: QrPanelProps) {
  return (
    <QrCard
      {...card}
      name={linkQrName(card.content)}
      more={
        onSaveDynamic &&
        ((style) => (
          <SaveDynamic
            style={style}
            save={onSaveDynamic}
            onOpenSaved={onOpenSaved}
            savedWhere={savedWhere}
          />
        ))
      }
    />
  );
}

/** One click, one code: a saved style isn't offered again, and the saved code is a click away. */
function SaveDynamic(props: {
  style: QrDefaults;
  save: NonNullable<QrPanelProps['onSaveDynamic']>;
  onOpenSaved?: (id: number) => void;
  savedWhere?: string;
}) {
  const { style, onOpenSaved, savedWhere } = props;
  const save = useAsyncAction((signal: AbortSignal) => props.save(style, signal));
  const saved = save.state.status === 'success' ? save.state.value : undefined;
  const busy = save.state.status === 'pending';
  return (
    <>
      <div className="actions">
        {!saved && (
          <button type="button" disabled={busy} aria-busy={busy} onClick={() => save.run()}>
            {busy ? t('qr.savingDynamic') : t('qr.saveDynamic')}
          </button>
        )}
        {saved && onOpenSaved && (
          <button type="button" onClick={() => onOpenSaved(saved.id)}>
            {t('qr.openSaved')}
          </button>
        )}
      </div>
      <div role="status">
        {saved && (
          <p className="ok">
            {t('qr.savedDynamic')}
            {savedWhere && ` ${savedWhere}`}
          </p>
        )}
      </div>
      {save.state.status === 'error' && <ErrorNotice error={save.state.error} />}
    </>
  );
}
