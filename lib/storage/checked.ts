import type { WxtStorageItem } from 'wxt/utils/storage';
import { isObject } from '../api/is-object';

/**
 * A storage item read through a check: a value of a foreign shape (damaged, or left by another
 * version) reads as what `read` makes of it, the fallback at worst, on every surface and in
 * every watcher, so no page has to test what it is handed. Written as it is.
 */
export function checkedItem<T>(
  item: WxtStorageItem<T, Record<string, unknown>>,
  read: (stored: unknown) => T,
) {
  return {
    getValue: async (): Promise<T> => read(await item.getValue()),
    setValue: (value: T) => item.setValue(value),
    watch: (callback: (value: T) => void) => item.watch((value) => callback(read(value))),
  };
}
export type CheckedItem<T> = ReturnType<typeof checkedItem<T>>;

/** The value when it has every field the check names, of its type; else null. */
export const shaped =
  <T>(fields: Record<string, (v: unknown) => boolean>) =>
  (v: unknown): T | null =>
    isObject(v) && Object.entries(fields).every(([k, ok]) => ok(v[k])) ? (v as T) : null;

export const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isId = (v: unknown) => Number.isSafeInteger(v);
export const isText = (v: unknown): v is string => typeof v === 'string';
