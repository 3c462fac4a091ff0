import { storage } from 'wxt/utils/storage';
import type { ClientOptions } from '../api/client';
import { isObject } from '../api/is-object';
import * as z from '../api/schemas/zod';
import { type Account, accountsItem, inUse, loadAccounts, readAccounts } from './accounts';
import { DEFAULT_PREFERENCES } from './defaults';

export type { AuthMethod } from '../api/client';
export { DEFAULT_PREFERENCES } from './defaults';

/**
 * What the person chose, in `local`: nothing here is secret (the keys: accounts.ts), but the popup
 * reads it at every click, and a `sync` read measured up to 40 ms slower (npm run bench).
 */

const hex = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));

/** The QR code a person starts from, in the popup and the panel; a code's own style too. */
export const QrDefaults = z.object({
  /** Image size in pixels */
  size: z.int().check(z.minimum(100), z.maximum(1000)),
  /** Quiet zone in modules */
  margin: z.int().check(z.minimum(0), z.maximum(10)),
  /** L 7%, M 15%, Q 25%, H 30% */
  errorCorrection: z.enum(['L', 'M', 'Q', 'H']),
  /** Dark modules, #RRGGBB */
  foreground: hex,
  /** Light modules, #RRGGBB */
  background: hex,
});
export type QrDefaults = z.infer<typeof QrDefaults>;

export const Theme = z.enum(['system', 'light', 'dark']);
export type Theme = z.infer<typeof Theme>;

/** The toolbar icon's click: the popup, shortening at once or choosing first, or a silent copy. */
export const OnClick = z.enum(['shorten', 'choose', 'copy']);
export type OnClick = z.infer<typeof OnClick>;

// Each field falls back to its default on its own: a value stored by an older version, or
// damaged, costs that one setting, never the rest.
const orDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.infer<T>) =>
  z.catch(schema, fallback as never);

const D = DEFAULT_PREFERENCES;

export const Preferences = z.object({
  /** Copy each new link at once */
  autoCopy: orDefault(z.boolean(), D.autoCopy),
  /** The QR defaults, each as QrDefaults describes it */
  qr: z.object({
    /** Image size in pixels */
    size: orDefault(QrDefaults.shape.size, D.qr.size),
    /** Quiet zone in modules */
    margin: orDefault(QrDefaults.shape.margin, D.qr.margin),
    /** L 7%, M 15%, Q 25%, H 30% */
    errorCorrection: orDefault(QrDefaults.shape.errorCorrection, D.qr.errorCorrection),
    /** Dark modules, #RRGGBB */
    foreground: orDefault(QrDefaults.shape.foreground, D.qr.foreground),
    /** Light modules, #RRGGBB */
    background: orDefault(QrDefaults.shape.background, D.qr.background),
  }),
  /** system follows prefers-color-scheme */
  theme: orDefault(Theme, D.theme),
  /** The toolbar icon: shorten at once, choose first, or shorten and copy without the popup */
  onClick: orDefault(OnClick, D.onClick),
});
export type Preferences = z.infer<typeof Preferences>;

export const preferencesItem = storage.defineItem<unknown>('local:preferences', {
  fallback: DEFAULT_PREFERENCES,
  version: 1,
});

/** A service and its key as saved: createClient takes it as it is. */
export type Connection = Required<Pick<ClientOptions, 'baseUrl' | 'apiKey' | 'authMethod'>>;

/** The account in use (lib/storage/accounts.ts), with its name and id. */
export const loadConnection = async (): Promise<Account> => inUse(await loadAccounts());

/**
 * Calls back when the account in use becomes another, or its base URL or key changes (the index
 * of its links, lib/link-index/index-schedule.ts). Returns the unwatch function.
 */
export function watchAccount(callback: () => void): () => void {
  return accountsItem.watch((next, before) => {
    const [now, was] = [inUse(readAccounts(next)), inUse(readAccounts(before))];
    if (now.baseUrl !== was.baseUrl || now.apiKey !== was.apiKey) callback();
  });
}

/** The stored preferences, each field checked, any missing or broken one at its default. */
export const loadPreferences = async (): Promise<Preferences> =>
  readPreferences(await preferencesItem.getValue());

/** The preferences from their stored value (preferencesItem). */
export function readPreferences(stored: unknown): Preferences {
  const raw = isObject(stored) ? stored : {};
  const parsed = Preferences.safeParse({ ...raw, qr: isObject(raw.qr) ? raw.qr : {} });
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export const savePreferences = (preferences: Preferences): Promise<void> =>
  preferencesItem.setValue(preferences);
