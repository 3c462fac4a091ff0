import * as z from './zod';

const d = z.describe;

/** A custom domain, as the contract settles it: { id, name, index_page, not_found_page, ... }. */
export const Domain = z.looseObject({
  id: z.int().check(d('Identifier, used in /domains/{id} paths')),
  name: z.string().check(d('Hostname; immutable after creation')),
  index_page: z.optional(z.nullable(z.string())).check(d('Custom index URL')),
  not_found_page: z.optional(z.nullable(z.string())).check(d('Custom 404 URL')),
  created_at: z.optional(z.nullable(z.string())).check(d('ISO 8601 UTC creation time')),
  updated_at: z.optional(z.nullable(z.string())).check(d('ISO 8601 UTC last change')),
});
export type Domain = z.infer<typeof Domain>;

/** Body of POST /domains (sent form-urlencoded). */
export const DomainCreate = z.object({
  name: z.string().check(d('Hostname with at least one dot')),
  index_page: z.optional(z.string()).check(d('http(s) URL')),
  not_found_page: z.optional(z.string()).check(d('http(s) URL')),
});
export type DomainCreate = z.infer<typeof DomainCreate>;

/** Body of PUT/PATCH /domains/{id}; `name` is deliberately absent (the service answers 422). */
export const DomainUpdate = z.object({
  index_page: z.optional(z.string()).check(d('http(s) URL')),
  not_found_page: z.optional(z.string()).check(d('http(s) URL')),
});
export type DomainUpdate = z.infer<typeof DomainUpdate>;
