import { useState } from 'react';
import { t } from '../lib/i18n';

/** Delete behind an in-page confirmation: window.confirm blocks, and is lost behind a panel. */
export function ConfirmDelete(props: {
  /** What is deleted, as people call it: "go.example.com", "QR code Pricing flyer". */
  what: string;
  pending?: boolean;
  onConfirm: () => void;
  /** Given, the question is asked at once (Delete was chosen in a menu), and Cancel calls it. */
  onCancel?: () => void;
}) {
  const [asking, setAsking] = useState(props.onCancel !== undefined);
  if (!asking) {
    return (
      <button
        type="button"
        className="danger-quiet"
        aria-label={t('common.deleteNamed', { what: props.what })}
        onClick={() => setAsking(true)}
      >
        {t('common.delete')}
      </button>
    );
  }
  return (
    <span className="confirm">
      <span>{t('common.deleteAsk', { what: props.what })}</span>{' '}
      <button type="button" className="danger" disabled={props.pending} onClick={props.onConfirm}>
        {props.pending ? t('common.deleting') : t('common.deleteYes')}
      </button>{' '}
      {/* Focus lands on the safe choice, so a second Enter does not delete. */}
      {/* biome-ignore lint/a11y/noAutofocus: the confirm step replaces the button just pressed. */}
      <button type="button" autoFocus onClick={props.onCancel ?? (() => setAsking(false))}>
        {t('common.cancel')}
      </button>
    </span>
  );
}
