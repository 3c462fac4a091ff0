import { readFileSync } from 'node:fs';
import { parseMessagesText } from '@wxt-dev/i18n/build';

/**
 * A locale's text for `key` (`en-US` reads en.yml), with `{names}` filled, read from the file the
 * build packs: what a page in that browser language shows.
 */
export function message(locale: string, key: string, names: Record<string, string> = {}): string {
  const file = locale.split('-')[0];
  const all = parseMessagesText(readFileSync(`locales/${file}.yml`, 'utf8'), 'YAML');
  const found = all.find((m) => m.key.join('.') === key);
  if (found?.type !== 'simple') throw new Error(`${file}.yml has no simple message ${key}`);
  return found.message.replace(/\{(\w+)\}/g, (_, name: string) => names[name] ?? `{${name}}`);
}
