import { type GeneratedI18nStructure, i18n } from '#i18n';

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
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language) as T;
  };
}

const numbers = perLanguage((language) => new Intl.NumberFormat(language));
const pluralRules = perLanguage((language) => new Intl.PluralRules(language));

/** A count as the text's language writes it ("1.234" in German). */
export const countText = (n: number): string => numbers().format(n);

/** The keys of locales/en.yml written as plural forms (`one:`, `other:`…): `area.key`. */
type PluralKey = {
  [K in keyof GeneratedI18nStructure]: K extends `${infer Key}.other` ? Key : never;
}[keyof GeneratedI18nStructure];

/**
 * Every count said in words: the form of `key` the text's language takes for `count`
 * (Intl.PluralRules: English has one and other, Arabic zero, one, two, few, many and other),
 * `{count}` filled with countText. A form a locale lacks falls back to its `other`.
 */
export function plural(
  key: PluralKey,
  count: number,
  named: Record<string, string | number> = {},
): string {
  const say = t as (key: string, named: Record<string, string>) => string;
  const fill = { ...named, count: countText(count) } as Record<string, string>;
  return say(`${key}.${pluralRules().select(count)}`, fill) || say(`${key}.other`, fill);
}
