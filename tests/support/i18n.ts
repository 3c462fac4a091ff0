import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

/** A locale's messages as the build writes them to `_locales/<locale>/messages.json`. */
export function chromeMessages(locale: string): Record<string, { message: string }> {
  const text = readFileSync(join(LOCALES, `${locale}.yml`), 'utf8');
  return generateChromeMessages(parseMessagesText(text, 'YAML'));
}

/**
 * browser.i18n.getMessage as Chrome answers it: `$1`…`$9` filled from the substitutions, `$$`
 * a literal dollar, and '' for an unknown key. The fake browser leaves i18n unimplemented, and
 * tests that read the English text must see what a user would.
 */
export function getMessageFrom(messages: Record<string, { message: string }>) {
  return (key: string, substitutions?: string | (string | number)[]): string => {
    const subs = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
    const message = messages[key]?.message ?? '';
    return message.replace(/\$(\$|[1-9])/g, (_, what: string) =>
      what === '$' ? '$' : String(subs[Number(what) - 1] ?? ''),
    );
  };
}

// Runs before every test file (vitest.config.ts, setupFiles); survives fakeBrowser.reset(),
// which resets only the APIs the fake implements.
fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('en'));
