import { BaseUrlError, normalizeBaseUrl } from '../api/client';
import { baseUrlMessage } from '../error-view';
import { t } from '../i18n';
import type { Connection, QrDefaults } from '../storage/preferences';

/** What the QR defaults card edits: numbers stay text until they are checked. */
export type QrDraft = Omit<QrDefaults, 'size' | 'margin'> & { size: string; margin: string };

export type DraftErrors<K extends string> = Partial<Record<K, string>>;

// Spaces, and quotes of any kind, around a key copied from a dashboard, a shell or a document.
const AROUND_KEY = /^[\s"'`‘’‚“”„«»]+|[\s"'`‘’‚“”„«»]+$/gu;

/** A pasted key without what came around it; `trimmed` when something was dropped. */
export function cleanKey(text: string): { key: string; trimmed: boolean } {
  const key = text.replace(AROUND_KEY, '');
  return { key, trimmed: key !== text };
}

/** The API root that will be used, when it differs from what was typed beyond a slash. */
export function apiRootFor(typed: string): string | undefined {
  try {
    const root = normalizeBaseUrl(typed);
    return root === typed.trim().replace(/\/+$/, '') ? undefined : root;
  } catch {
    return undefined;
  }
}

/** The service's own site (where its keys are made): the origin of what is typed, if usable. */
export function siteOf(typed: string): string | undefined {
  try {
    return new URL(normalizeBaseUrl(typed)).origin;
  } catch {
    return undefined;
  }
}

/** After a 404 at the address typed: the service's root at its origin, when that is another. */
export function originRoot(typed: string): string | undefined {
  try {
    const baseUrl = normalizeBaseUrl(typed);
    const root = `${new URL(baseUrl).origin}/api/v1`;
    return root === baseUrl ? undefined : root;
  } catch {
    return undefined;
  }
}

/** The connection as it will be saved, or a message for each field that is wrong. */
export function checkConnection(draft: Connection): {
  connection?: Connection;
  errors: DraftErrors<'baseUrl' | 'apiKey'>;
} {
  const errors: DraftErrors<'baseUrl' | 'apiKey'> = {};
  let baseUrl = '';
  try {
    baseUrl = normalizeBaseUrl(draft.baseUrl);
  } catch (e) {
    errors.baseUrl =
      e instanceof BaseUrlError ? baseUrlMessage(e.problem) : t('options.baseUrlInvalid');
  }
  const { key: apiKey } = cleanKey(draft.apiKey);
  if (!apiKey) errors.apiKey = t('options.apiKeyMissing');
  else if (/\s/.test(apiKey)) errors.apiKey = t('options.apiKeySpaces');
  if (errors.baseUrl || errors.apiKey) return { errors };
  return { connection: { baseUrl, apiKey, authMethod: draft.authMethod }, errors };
}

export const qrDraft = (qr: QrDefaults): QrDraft => ({
  ...qr,
  size: String(qr.size),
  margin: String(qr.margin),
});

const COLOUR = /^#[0-9a-f]{6}$/i;

function intIn(text: string, min: number, max: number): number | undefined {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= min && n <= max ? n : undefined;
}

/** The QR defaults, or a message for each field that is wrong; nothing is saved until all pass. */
export function checkQr(draft: QrDraft): {
  qr?: QrDefaults;
  errors: DraftErrors<keyof QrDraft>;
} {
  const errors: DraftErrors<keyof QrDraft> = {};
  const size = intIn(draft.size, 100, 1000);
  const margin = intIn(draft.margin, 0, 10);
  if (size === undefined) errors.size = t('options.qrSizeRange');
  if (margin === undefined) errors.margin = t('options.qrMarginRange');
  if (!COLOUR.test(draft.foreground)) errors.foreground = t('options.foregroundFormat');
  if (!COLOUR.test(draft.background)) errors.background = t('options.backgroundFormat');
  if (size === undefined || margin === undefined || Object.keys(errors).length > 0) {
    return { errors };
  }
  const qr: QrDefaults = {
    size,
    margin,
    errorCorrection: draft.errorCorrection,
    foreground: draft.foreground.toUpperCase(),
    background: draft.background.toUpperCase(),
  };
  return { qr, errors };
}
