import { useState } from 'react';
import { t } from '../lib/i18n';

/** Copies text; says so, or says why not, without losing the text itself. */
export function CopyButton({
  text,
  name,
  label = t('common.copy'),
}: {
  text: string /** Accessible name, when the label alone is ambiguous. */;
  name?: string;
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" onClick={copy} aria-label={name}>
        {label}
      </button>
      <span role="status" className={state === 'failed' ? 'error' : 'ok'}>
        {state === 'copied'
          ? t('common.copied')
          : state === 'failed'
            ? t('common.copyFailed')
            : null}
      </span>
    </>
  );
}
