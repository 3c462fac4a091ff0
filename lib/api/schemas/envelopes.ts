import { isObject } from '../is-object';
import * as z from './zod';

/** `schema`, or undefined for what it rejects (z.catch would pull in 3 KB gzipped). */
export const orUndefined = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.union([
      schema,
      z.pipe(
        z.unknown(),
        z.transform(() => undefined),
      ),
    ]),
  );

/** A single object, bare (the contract) or wrapped as `{ data: {...}, status? }`. */
export const single = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    // No resource has a `data` field of its own, and a wrapper has no `id`.
    z.transform((v: unknown) => (isObject(v) && isObject(v.data) && !('id' in v) ? v.data : v)),
    item,
  );

// Pagination figures are hints: a missing or odd one is derived rather than failing the list.
const figure = orUndefined(
  z.union([
    z.int().check(z.gte(0)),
    z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)),
  ]),
);

const pick = (sources: Record<string, unknown>[], ...keys: string[]) => {
  for (const s of sources) for (const k of keys) if (s[k] !== undefined) return s[k];
  return undefined;
};

/** The API's largest page; more (a hostile 50,000) is cut before parsing. */
const MAX_PAGE_ITEMS = 100;

const capped = (data: unknown) => (Array.isArray(data) ? data.slice(0, MAX_PAGE_ITEMS) : data);

/** Flat `{ current_page, data, ... }`, `{ data, meta }`, `{ data, pagination }` or a bare array. */
function flatten(v: unknown): unknown {
  if (Array.isArray(v)) return { data: capped(v) };
  if (!isObject(v)) return v;
  const sources = [v.meta, v.pagination, v].filter(isObject);
  return {
    data: capped(v.data),
    current_page: pick(sources, 'current_page', 'page'),
    per_page: pick(sources, 'per_page'),
    total: pick(sources, 'total'),
    last_page: pick(sources, 'last_page', 'total_pages'),
  };
}

const DEFAULT_PER_PAGE = 10;

interface Raw<T> {
  data: T[];
  current_page?: number;
  per_page?: number;
  total?: number;
  last_page?: number;
}

function derive<T>(r: Raw<T>) {
  const current_page = Math.max(1, r.current_page ?? 1);
  const n = r.data.length;
  // A page before the last one is full, so its length is the page size.
  const fullPage = r.last_page !== undefined && current_page < r.last_page && n > 0;
  const per_page =
    r.per_page && r.per_page > 0 ? r.per_page : fullPage ? n : Math.max(n, DEFAULT_PER_PAGE);
  // Clamped: absurd page figures must not yield a total past the safe-integer range.
  const total = r.total ?? Math.min(Number.MAX_SAFE_INTEGER, (current_page - 1) * per_page + n);
  const last_page = Math.max(1, r.last_page ?? Math.ceil(total / per_page));
  return { data: r.data, current_page, per_page, total, last_page };
}

/** A page of items, whatever the envelope; the output always has all five figures. */
export const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.pipe(
      z.transform(flatten),
      z.object({
        /** The items of this page */
        data: z.array(item),
        /** Page number, from 1 */
        current_page: figure,
        /** Page size */
        per_page: figure,
        /** Items across all pages */
        total: figure,
        /** Number of the last page */
        last_page: figure,
      }),
    ),
    z.transform((r) => derive(r as Raw<z.output<T>>)),
  );

export type Page<T> = ReturnType<typeof derive<T>>;

/** A delete's `{ message }`; an empty body (e.g. 204) reads as `{}`. */
export const Deleted = z.looseObject({
  /** Confirmation text */
  message: orUndefined(z.string()),
});
export type Deleted = z.infer<typeof Deleted>;
