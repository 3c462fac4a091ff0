import { Check, Copy } from 'lucide';
import { t } from '../lib/i18n';
import { IconButton } from './IconButton';
import { type CopyState, useCopy } from './useCopy';

/** Confirms inside itself: label and "Copied ✓" share one grid cell, so nothing moves. */
export function CopyStateButton(p: {
  label: string;
  state: CopyState;
  primary?: boolean;
  name?: string;
  disabled?: boolean;
  onClick?: () => void;
}) {
  const done = p.state === 'copied';
  return (
    <button
      type="button"
      className={p.primary ? 'copy primary' : 'copy'}
      aria-label={p.name}
      disabled={p.disabled}
      onClick={p.onClick}
    >
      <span aria-hidden={done ? 'true' : undefined}>{p.label}</span>
      <span aria-hidden={done ? undefined : 'true'}>{t('common.copiedMark')}</span>
    </button>
  );
}

/** Copies text, says so inside the button, and in a status beside it (seen only on failure). */
export function CopyButton(p: {
  text: string;
  /** Accessible name, when the label alone is ambiguous. */
  name?: string;
  /** An icon, named by `name` on hover and focus, where a row's short link needs the width. */
  icon?: boolean;
}) {
  const { text, name } = p;
  const { copy, stateOf } = useCopy<'text'>();
  const state = stateOf('text');
  return (
    <>
      {p.icon ? (
        <IconButton
          icon={state === 'copied' ? Check : Copy}
          label={name ?? t('common.copy')}
          onClick={() => void copy('text', text)}
        />
      ) : (
        <CopyStateButton
          label={t('common.copy')}
          name={name}
          state={state}
          onClick={() => void copy('text', text)}
        />
      )}
      <span role="status" className={state === 'failed' ? 'error' : 'visually-hidden'}>
        {state === 'copied'
          ? t('common.copied')
          : state === 'failed'
            ? t('common.copyFailed')
            : null}
      </span>
    </>
  );
}
