import { t } from '../lib/i18n';
import { copyButton } from './copy-button';
import { react } from './react-h';
import { useCopy } from './useCopy';

/**
 * Copies text and says so inside the button ("Copied ✓"); a screen reader hears it from the
 * status beside it, which a person sees only when the copy failed, with why, the text kept.
 */
export function CopyButton({
  text,
  name,
  label = t('common.copy'),
}: {
  text: string;
  /** Accessible name, when the label alone is ambiguous. */
  name?: string;
  label?: string;
}) {
  const { copy, stateOf } = useCopy<'text'>();
  const state = stateOf('text');
  return (
    <>
      {copyButton(react, { label, name, state, onClick: () => void copy('text', text) })}
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
