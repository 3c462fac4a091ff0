import type { Report } from '../../lib/background/actions';
import type { BackgroundEnv } from '../../lib/background/handlers';
import { BASE } from './sandbox';

/**
 * The worker's surroundings for lib/background's handlers in a unit test: the in-process
 * sandbox's fetch and clock, and what the worker copies and says recorded in `seen`. The key is
 * read at each request (a function may change it meanwhile, as a person changing it would);
 * `extra` replaces any part (online, inject, the omnibox's markup…).
 */
export function workerEnv(
  seen: { copied: string[]; notes: Report[] },
  service: { fetch: typeof fetch; now: () => number },
  key: string | (() => string) = 'demo-pro-key',
  extra: Partial<BackgroundEnv> = {},
): BackgroundEnv {
  return {
    copy: async (text) => void seen.copied.push(text),
    badge: async () => {},
    notify: async (r) => void seen.notes.push(r),
    activeTab: async () => undefined,
    openPanel: async () => {},
    openPopup: async () => {},
    inject: () => Promise.reject(new Error('No page in a unit test')),
    shortenDeps: {
      get connection() {
        const apiKey = typeof key === 'function' ? key() : key;
        return { baseUrl: BASE, apiKey, authMethod: 'bearer' as const, domainId: null };
      },
      preferences: { autoCopy: false },
      fetch: service.fetch,
      now: service.now,
    },
    ...extra,
  };
}
