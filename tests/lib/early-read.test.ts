import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { historyItem } from '../../lib/history';
import { isObject } from '../../lib/is-object';
import { readEarly } from '../../lib/storage/early';
import { noLinkEditItem } from '../../lib/storage/link-edit';
import { storedIndex } from '../../lib/storage/link-index';
import { loadConnection, loadPreferences } from '../../lib/storage/preferences';

// The popup's early start reads storage raw (lib/storage/early.ts), before zod and WXT's storage
// have loaded; the flow then reads the same keys through their items (preferences.ts,
// history.ts). Whatever is stored, valid, damaged or left by another version, both must come to
// the same settings, or the early start would decide otherwise than the flow.

beforeEach(() => {
  fakeBrowser.reset();
});

/** A stored value: absent, what the options page writes, or anything JSON can hold. */
const stored = <T>(...valid: fc.Arbitrary<T>[]) =>
  fc.option(fc.oneof(...valid, fc.jsonValue()), { nil: undefined });

const text = fc.oneof(fc.constant(''), fc.webUrl(), fc.string());
const domainId = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER + 1),
);
const preferences = fc.record(
  {
    defaultDomainId: stored(domainId),
    theme: stored(fc.constantFrom('system', 'light', 'dark', 'Dark')),
    onClick: stored(fc.constantFrom('shorten', 'choose')),
    autoCopy: stored(fc.boolean()),
    qr: stored(fc.record({ size: fc.integer() })),
  },
  { requiredKeys: [] },
);

const storage = fc.record(
  {
    baseUrl: stored(text),
    apiKey: stored(text),
    authMethod: stored(fc.constantFrom('bearer', 'header', 'query', 'cookie')),
    preferences: stored(preferences),
    history: stored(fc.array(fc.jsonValue(), { maxLength: 3 })),
    linkIndex: stored(fc.record({ links: fc.string() })),
    noLinkEdit: stored(fc.array(fc.string(), { maxLength: 3 })),
  },
  { requiredKeys: [] },
);

/** Only the keys with a value: an absent key is what storage.local holds for one never set. */
const present = (v: unknown) =>
  isObject(v)
    ? Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined))
    : v;

describe("the early start's read", () => {
  it('comes to the same settings and history as the storage items, whatever is stored', async () => {
    await fc.assert(
      fc.asyncProperty(storage, async (values) => {
        await fakeBrowser.storage.local.clear();
        await fakeBrowser.storage.local.set(
          present({ ...values, preferences: present(values.preferences) }) as object,
        );
        const early = await readEarly();
        const [connection, prefs, history, linkIndex, noLinkEdit] = await Promise.all([
          loadConnection(),
          loadPreferences(),
          historyItem.getValue(),
          storedIndex(),
          noLinkEditItem.getValue(),
        ]);
        expect(early).toMatchObject({
          ...connection,
          defaultDomainId: prefs.defaultDomainId,
          theme: prefs.theme,
          choose: prefs.onClick === 'choose',
          history: Array.isArray(history) ? history : [],
          // Tested field by field by the one findIndexed (lib/link-index.ts) either way.
          linkIndex,
          // Tested by the one listsScope (lib/account.ts) either way.
          noLinkEdit,
        });
      }),
      { numRuns: 1000 },
    );
  });
});
