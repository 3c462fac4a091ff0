import { BaseUrlError, normalizeBaseUrl } from './api/client';
import type { ErrorCorrection } from './api/schemas/qrcode';
import { baseUrlMessage } from './error-view';
import { t } from './i18n';
import type { AuthMethod, Connection, OnClick, Preferences, Theme } from './storage/preferences';

/** What the options form edits: numbers stay text until they are checked. */
export interface SettingsDraft {
  baseUrl: string;
  apiKey: string;
  authMethod: AuthMethod;
  autoCopy: boolean;
  qrSize: string;
  qrMargin: string;
  qrErrorCorrection: ErrorCorrection;
  qrForeground: string;
  qrBackground: string;
  defaultDomainId: string;
  theme: Theme;
  onClick: OnClick;
}

type DraftField = keyof SettingsDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export function toDraft(connection: Connection, prefs: Preferences): SettingsDraft {
  return {
    ...connection,
    autoCopy: prefs.autoCopy,
    qrSize: String(prefs.qr.size),
    qrMargin: String(prefs.qr.margin),
    qrErrorCorrection: prefs.qr.errorCorrection,
    qrForeground: prefs.qr.foreground,
    qrBackground: prefs.qr.background,
    defaultDomainId: prefs.defaultDomainId === null ? '' : String(prefs.defaultDomainId),
    theme: prefs.theme,
    onClick: prefs.onClick,
  };
}

const COLOUR = /^#[0-9a-f]{6}$/i;

function intIn(text: string, min: number, max: number): number | undefined {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= min && n <= max ? n : undefined;
}

/** The connection alone, for "Test connection", which needs no valid preferences. */
export function checkConnection(draft: SettingsDraft): {
  connection?: Connection;
  errors: DraftErrors;
} {
  const errors: DraftErrors = {};
  let baseUrl = '';
  try {
    baseUrl = normalizeBaseUrl(draft.baseUrl);
  } catch (e) {
    errors.baseUrl =
      e instanceof BaseUrlError ? baseUrlMessage(e.problem) : t('options.baseUrlInvalid');
  }
  const apiKey = draft.apiKey.trim();
  if (!apiKey) errors.apiKey = t('options.apiKeyMissing');
  else if (/\s/.test(apiKey)) errors.apiKey = t('options.apiKeySpaces');
  if (Object.keys(errors).length > 0) return { errors };
  return { connection: { baseUrl, apiKey, authMethod: draft.authMethod }, errors };
}

/** Every field, with a message for each one that is wrong; nothing is saved until all pass. */
export function checkDraft(draft: SettingsDraft): {
  result?: { connection: Connection; preferences: Preferences };
  errors: DraftErrors;
} {
  const { connection, errors } = checkConnection(draft);
  const size = intIn(draft.qrSize, 100, 1000);
  const margin = intIn(draft.qrMargin, 0, 10);
  if (size === undefined) errors.qrSize = t('options.qrSizeRange');
  if (margin === undefined) errors.qrMargin = t('options.qrMarginRange');
  if (!COLOUR.test(draft.qrForeground)) errors.qrForeground = t('options.foregroundFormat');
  if (!COLOUR.test(draft.qrBackground)) errors.qrBackground = t('options.backgroundFormat');
  if (!connection || size === undefined || margin === undefined || Object.keys(errors).length > 0) {
    return { errors };
  }
  const preferences: Preferences = {
    autoCopy: draft.autoCopy,
    qr: {
      size,
      margin,
      errorCorrection: draft.qrErrorCorrection,
      foreground: draft.qrForeground.toUpperCase(),
      background: draft.qrBackground.toUpperCase(),
    },
    defaultDomainId: draft.defaultDomainId ? Number(draft.defaultDomainId) : null,
    theme: draft.theme,
    onClick: draft.onClick,
  };
  return { result: { connection, preferences }, errors };
}
