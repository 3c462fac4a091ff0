import { storage } from 'wxt/utils/storage';
import type { AuthMethod } from './api/client';

export type { AuthMethod } from './api/client';

/**
 * Every setting Snaplink stores, in one place. The connection (base URL, key, auth method) lives
 * in `local` only: the key is a credential and must never reach `storage.sync`. Preferences hold
 * nothing secret, but stay in `local` too: the popup reads them on every click, and a `sync` read
 * measured up to 40 ms slower there (npm run bench).
 */

export type Theme = 'system' | 'light' | 'dark';
export type EcLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrDefaults {
  size: number;
  margin: number;
  errorCorrection: EcLevel;
  foreground: string;
  background: string;
}

export interface Preferences {
  autoCopy: boolean;
  qr: QrDefaults;
  /** A domain id of the account, or null for the service's own short domain. */
  defaultDomainId: number | null;
  theme: Theme;
}

/**
 * Development builds (`npm start`) come set up for the local sandbox, so a newcomer sees
 * Snaplink work with no account. Production builds start empty: no demo key ships to users.
 */
const SANDBOX_DEFAULTS = import.meta.env.MODE === 'development';
export const DEFAULT_BASE_URL = SANDBOX_DEFAULTS ? 'http://127.0.0.1:8787/api/v1' : '';
const DEFAULT_API_KEY = SANDBOX_DEFAULTS ? 'demo-pro-key' : '';

export const DEFAULT_PREFERENCES: Preferences = {
  autoCopy: true,
  qr: { size: 300, margin: 4, errorCorrection: 'M', foreground: '#000000', background: '#FFFFFF' },
  defaultDomainId: null,
  theme: 'system',
};

export const baseUrlItem = storage.defineItem<string>('local:baseUrl', {
  fallback: DEFAULT_BASE_URL,
  version: 1,
});

export const apiKeyItem = storage.defineItem<string>('local:apiKey', {
  fallback: DEFAULT_API_KEY,
  version: 1,
});

export const authMethodItem = storage.defineItem<AuthMethod>('local:authMethod', {
  fallback: 'bearer',
  version: 1,
});

export const preferencesItem = storage.defineItem<Preferences>('local:preferences', {
  fallback: DEFAULT_PREFERENCES,
  version: 1,
});

export interface Connection {
  baseUrl: string;
  apiKey: string;
  authMethod: AuthMethod;
}

/** One storage read for the three, as the popup waits on it before its first request. */
export async function loadConnection(): Promise<Connection> {
  const [baseUrl, apiKey, authMethod] = await storage.getItems([
    baseUrlItem,
    apiKeyItem,
    authMethodItem,
  ]);
  return {
    baseUrl: baseUrl?.value as string,
    apiKey: apiKey?.value as string,
    authMethod: authMethod?.value as AuthMethod,
  };
}

export async function saveConnection(connection: Connection): Promise<void> {
  await Promise.all([
    baseUrlItem.setValue(connection.baseUrl),
    apiKeyItem.setValue(connection.apiKey),
    authMethodItem.setValue(connection.authMethod),
  ]);
}

/** Stored preferences merged over the defaults, so a field added later never reads as missing. */
export async function loadPreferences(): Promise<Preferences> {
  const stored = await preferencesItem.getValue();
  return { ...DEFAULT_PREFERENCES, ...stored, qr: { ...DEFAULT_PREFERENCES.qr, ...stored.qr } };
}

export async function savePreferences(preferences: Preferences): Promise<void> {
  await preferencesItem.setValue(preferences);
}

/** The account's domains as last fetched, so the popup's domain choice needs no request. */
export interface DomainCache {
  base_url: string;
  account: string;
  fetched_at: number;
  domains: { id: number; name: string }[];
}

export const domainCacheItem = storage.defineItem<DomainCache | null>('local:domainCache', {
  fallback: null,
  version: 1,
});

/**
 * The side panel's query cache, so a reopened panel shows its last data at once and then
 * refreshes. Kept per service and account (`scope`), so one account never sees another's data.
 */
export interface PanelCache {
  scope: string;
  saved_at: number;
  state: unknown;
}

export const panelCacheItem = storage.defineItem<PanelCache | null>('local:panelCache', {
  fallback: null,
  version: 1,
});

/** A link the popup asked the side panel to show (its "Stats" button), in session storage. */
export const panelLinkItem = storage.defineItem<{ link_id: number; at: number } | null>(
  'session:panelLink',
  { fallback: null, version: 1 },
);

/** What a QR code is asked for from the context menu: the content and its type. */
export interface QrRequest {
  content: string;
  type: 'url' | 'text';
  at: number;
}

/** A QR code the context menu asked the side panel to show, in session storage. */
export const qrRequestItem = storage.defineItem<QrRequest | null>('session:qrRequest', {
  fallback: null,
  version: 1,
});
