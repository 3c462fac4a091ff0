import { type FormEvent, useState } from 'react';
import { t } from '../lib/i18n';

/**
 * Another address to shorten, typed or pasted: what a tab the popup can't shorten (the browser's
 * own pages) still leaves possible. Enter submits; the text stays, so a refused address can be
 * mended rather than typed again.
 */
export function AddressForm({ busy, onSubmit }: { busy: boolean; onSubmit(text: string): void }) {
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onSubmit(text);
  };
  return (
    <form className="with-button address" onSubmit={submit}>
      <input
        aria-label={t('popup.address')}
        placeholder={t('popup.addressHint')}
        inputMode="url"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" disabled={busy} aria-label={t('popup.shortenAddress')}>
        {t('popup.shorten')}
      </button>
    </form>
  );
}
