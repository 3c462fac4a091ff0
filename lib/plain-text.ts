import { browser } from '@wxt-dev/browser';
import type { GeneratedI18nStructure } from '#i18n';

/** The keys whose message takes no substitutions and has no plural forms. */
type PlainKey = {
  [K in keyof GeneratedI18nStructure]: GeneratedI18nStructure[K] extends {
    substitutions: 0;
    plural: false;
  }
    ? K
    : never;
}[keyof GeneratedI18nStructure];

/**
 * A message with no substitutions, straight from browser.i18n: `t` (lib/i18n.ts) without its
 * plural and substitution handling, for the popup's early script (entrypoints/popup/early.ts),
 * every byte of which is on the way to the link. Keys are written out whole, as for `t`.
 */
export const plainText = (key: PlainKey): string =>
  browser.i18n.getMessage(key.replaceAll('.', '_'));

/**
 * The language of the text shown: the locale file's own `meta.lang`, not the browser's, since
 * a French browser gets the English text and must be told it is English.
 */
export const textLanguage = (): string => plainText('meta.lang');

/**
 * Marks a page with the language of its text (for screen readers and hyphenation) and its
 * direction (Arabic right to left), and titles it. The direction is the locale file's `meta.dir`,
 * not `@@bidi_dir`, which follows the browser's language: a Hebrew browser gets the English text,
 * which must read left to right. Called before anything is drawn (the popup's early script too),
 * so no page shows a moment in the wrong direction.
 */
export function localisePage(title: string): void {
  document.documentElement.lang = textLanguage();
  document.documentElement.dir = plainText('meta.dir');
  document.title = title;
}
