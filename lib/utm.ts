import { storage } from 'wxt/utils/storage';
import { isObject } from './api/is-object';
import { parseUrl } from './web-url';

// UTM tags and their presets: the tagged address is sent, recorded and matched for reuse.

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmTags = Partial<Record<UtmKey, string>>;

/** The tags that add something: each value trimmed at both ends, and an empty one left out. */
export function usedTags(tags: UtmTags | undefined): [UtmKey, string][] {
  return UTM_KEYS.map((k): [UtmKey, string] => [k, tags?.[k]?.trim() ?? '']).filter(([, v]) => v);
}

/** The address with `utm_<key>=<value>` for each used tag, the rest as written. */
export function tagUrl<T extends string | null | undefined>(address: T, tags?: UtmTags): T {
  const used = usedTags(tags);
  const url = used.length && address ? parseUrl(address) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) return address;
  const names = used.map(([k]) => `utm_${k}`);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair && !names.includes([...new URLSearchParams(pair).keys()][0] ?? ''));
  url.search = [...kept, ...used.map(([k, v]) => `utm_${k}=${encodeURIComponent(v)}`)].join('&');
  return url.href as T;
}

/** A named set of tags, saved from the popup, renamed or deleted on the options page. */
export interface UtmPreset {
  name: string;
  tags: UtmTags;
}

/** At most this many presets: one row of buttons in the popup, not a list to scroll. */
export const UTM_PRESETS_MAX = 8;

/** The presets with this one saved (in place, or last); undefined with nothing or no room. */
export function withPreset(
  presets: UtmPreset[],
  name: string,
  tags: UtmTags,
): UtmPreset[] | undefined {
  const preset = { name: name.trim(), tags: Object.fromEntries(usedTags(tags)) };
  const at = presets.findIndex((p) => p.name === preset.name);
  if (!preset.name || !usedTags(tags).length || (at < 0 && presets.length >= UTM_PRESETS_MAX)) {
    return undefined;
  }
  return at < 0 ? [...presets, preset] : presets.with(at, preset);
}

/** In `local`, per device, as the rest of what the person chose. */
const utmPresetsItem = storage.defineItem<unknown[]>('local:utmPresets', {
  fallback: [],
  version: 1,
});

// Checked by hand, not with zod: a record schema would bring its code into the popup.
const isPreset = (p: unknown): p is UtmPreset =>
  isObject(p) &&
  typeof p.name === 'string' &&
  p.name !== '' &&
  isObject(p.tags) &&
  Object.entries(p.tags).every(([k, v]) => UTM_KEYS.includes(k as never) && typeof v === 'string');

/** The stored presets, in the order saved; an entry of a foreign shape is skipped. */
export async function loadPresets(): Promise<UtmPreset[]> {
  const stored = await utmPresetsItem.getValue();
  return (Array.isArray(stored) ? stored : []).filter(isPreset).slice(0, UTM_PRESETS_MAX);
}

export const storePresets = (presets: UtmPreset[]): Promise<void> =>
  utmPresetsItem.setValue(presets);

/** Saves the tags under the name (withPreset); false when there was no room. */
export async function savePreset(name: string, tags: UtmTags): Promise<boolean> {
  const next = withPreset(await loadPresets(), name, tags);
  if (next) await storePresets(next);
  return !!next;
}

/** The UTM tags an address carries that its page did not, as the popup names them. */
export function addedTags(address: string, page: string | undefined): string[] {
  const own = page && page !== address ? parseUrl(page)?.searchParams : undefined;
  const url = parseUrl(address);
  if (!own || !url) return [];
  return [...url.searchParams]
    .filter(([name, value]) => name.startsWith('utm_') && own.get(name) !== value)
    .map(([name, value]) => `${name}=${value}`);
}

/** Whether two addresses are the same page but for their `utm_*` parameters. */
export function samePageUntagged(a: string, b: string): boolean {
  const untagged = (address: string) => {
    const url = parseUrl(address);
    if (!url) return address;
    for (const name of [...url.searchParams.keys()]) {
      if (name.startsWith('utm_')) url.searchParams.delete(name);
    }
    return url.href;
  };
  return untagged(a) === untagged(b);
}

/** The UTM tags an address carries that its page did not, as the fields show them. */
export const tagsOf = (address: string, page: string | undefined): UtmTags =>
  Object.fromEntries(
    addedTags(address, page)
      .map((pair) => pair.slice('utm_'.length).split(/=(.*)/s))
      .filter(([key]) => UTM_KEYS.includes(key as UtmKey)),
  );
