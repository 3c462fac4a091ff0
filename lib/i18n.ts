import { i18n } from '#i18n';

/**
 * Every user-facing string: `t('area.key')`, typed from locales/en.yml (WXT generates the
 * structure), and answered by browser.i18n in the browser's language, falling back to English.
 * Keys are always written out whole, never built, so tests/locales.test.ts can find unused ones.
 */
export const t = i18n.t;
