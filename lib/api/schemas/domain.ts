import * as z from './zod';

/** A custom domain, as the contract settles it: { id, name, index_page, not_found_page, ... }. */
export const Domain = z.looseObject({
  /** Identifier, used in /domains/{id} paths */
  id: z.int(),
  /** Hostname; immutable after creation */
  name: z.string(),
  /** Custom index URL */
  index_page: z.optional(z.nullable(z.string())),
  /** Custom 404 URL */
  not_found_page: z.optional(z.nullable(z.string())),
});
export type Domain = z.infer<typeof Domain>;

/** Body of POST /domains (sent form-urlencoded). */
export const DomainCreate = z.object({
  /** Hostname with at least one dot */
  name: z.string(),
  /** http(s) URL */
  index_page: z.optional(z.string()),
  /** http(s) URL */
  not_found_page: z.optional(z.string()),
});
export type DomainCreate = z.infer<typeof DomainCreate>;

/** Body of PATCH /domains/{id}; `name` is deliberately absent (the service answers 422). */
export const DomainUpdate = z.object({
  /** http(s) URL */
  index_page: z.optional(z.string()),
  /** http(s) URL */
  not_found_page: z.optional(z.string()),
});
export type DomainUpdate = z.infer<typeof DomainUpdate>;
