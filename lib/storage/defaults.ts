import type { OnClick, QrDefaults, Theme } from './preferences';

/** What a setting is before the person chooses: the storage items' fallbacks (preferences.ts). */

// `npm start` builds come set up for the sandbox; production builds start empty.
const SANDBOX_DEFAULTS = import.meta.env.MODE === 'development';
export const DEFAULT_BASE_URL = SANDBOX_DEFAULTS ? 'http://127.0.0.1:8787/api/v1' : '';
export const DEFAULT_API_KEY = SANDBOX_DEFAULTS ? 'demo-pro-key' : '';

// Typed by hand, not as Preferences: the schema takes its fallbacks from these values.
export const DEFAULT_PREFERENCES: {
  autoCopy: boolean;
  qr: QrDefaults;
  theme: Theme;
  onClick: OnClick;
} = {
  autoCopy: true,
  qr: { size: 300, margin: 4, errorCorrection: 'M', foreground: '#000000', background: '#FFFFFF' },
  theme: 'system',
  onClick: 'shorten',
};
