import { BaseUrlError, normalizeBaseUrl } from '../api/client';
import { baseUrlMessage } from '../error-view';
import { t } from '../i18n';
import type { Connection } from '../storage/preferences';

export type DraftErrors<K extends string> = Partial<Record<K, string>>;

// Spaces, and quotes of any kind, around a key copied from a dashboard, a shell or a document.
const AROUND_KEY = /^[\s"'`‘’‚“”„«»]+|[\s"'`‘’‚“”„«»]+$/gu;

/** A pasted key without what came around it; `trimmed` when something was dropped. */
export function cleanKey(text: string): { key: string; trimmed: boolean } {
  const key = text.replace(AROUND_KEY, '');
  return { key, trimmed: key !== text };
}

/** The API root normalizeBaseUrl makes of what is typed; undefined when it can't be used. */
function rootOf(typed: string): string | undefined {
  try {
    return normalizeBaseUrl(typed);
  } catch {
    return undefined;
  }
}

/** The API root that will be used, when it differs from what was typed beyond a slash. */
export function apiRootFor(typed: string): string | undefined {
  const root = rootOf(typed);
  return root === typed.trim().replace(/\/+$/, '') ? undefined : root;
}

/** The service's own site (where its keys are made): the origin of what is typed, if usable. */
export function siteOf(typed: string): string | undefined {
  const root = rootOf(typed);
  return root && new URL(root).origin;
}

/** After a 404 at the address typed: the service's root at its origin, when that is another. */
export function originRoot(typed: string): string | undefined {
  const root = rootOf(typed);
  const atOrigin = root && `${new URL(root).origin}/api/v1`;
  return atOrigin === root ? undefined : atOrigin;
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
