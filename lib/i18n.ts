import { i18n } from '#i18n';

/** `t('area.key')`, typed from locales/en.yml; keys written whole, so unused ones are found. */
export const t = i18n.t;

/** The text's language (`meta.lang`): a French browser gets English text, and must say so. */
const textLanguage = (): string => t('meta.lang');

/** Marks a page with its text's language and direction (`meta.dir`), and titles it. */
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
