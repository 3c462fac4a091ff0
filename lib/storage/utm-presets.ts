import { storage } from 'wxt/utils/storage';
import { isObject } from '../is-object';
import { UTM_KEYS, UTM_PRESETS_MAX, type UtmPreset, type UtmTags, withPreset } from '../utm';

/**
 * The UTM presets (lib/utm.ts): named sets of tags, saved from the popup and renamed or deleted
 * on the options page. In `local`, per device, as the rest of what the person chose.
 */
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

/** Saves the tags under the name (lib/utm.ts, withPreset); false when there was no room. */
export async function savePreset(name: string, tags: UtmTags): Promise<boolean> {
  const next = withPreset(await loadPresets(), name, tags);
  if (next) await storePresets(next);
  return !!next;
}
