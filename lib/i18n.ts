import { i18n } from '#i18n';

/**
 * Every user-facing string: `t('area.key')`, typed from locales/en.yml, in the browser's
 * language. Keys are written out whole, never built, so tests/locales.test.ts finds unused ones.
 */
export const t = i18n.t;

/**
 * The language of the text shown: the locale file's own `meta.lang`, not the browser's, since
 * a French browser gets the English text and must be told it is English.
 */
export const textLanguage = (): string => t('meta.lang');

/**
 * Marks a page with its text's language and direction (the locale file's `meta.dir`, not
 * `@@bidi_dir`: a Hebrew browser gets English text, left to right), and titles it.
 */
export function localisePage(title: string): void {
  document.documentElement.lang = textLanguage();
  document.documentElement.dir = t('meta.dir');
  document.title = title;
}

/** One `make(language)` per language of the text, made the first time it is needed. */
export function perLanguage<T>(make: (language: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const language = textLanguage();
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}
