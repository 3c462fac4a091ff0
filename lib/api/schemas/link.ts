import * as z from './zod';

/** A short link (reference 2.2 plus the contract's domain_id and created_at). */
export const Link = z.looseObject({
  /** Identifier, used in /links/{id} paths */
  id: z.int(),
  /** The code after the short origin */
  short_code: z.string(),
  /** The full short link to share */
  short_url: z.string(),
  /** The long URL the short link redirects to */
  original_url: z.string(),
  /** Label; may be absent or null */
  title: z.optional(z.nullable(z.string())),
  /** All recorded clicks */
  total_clicks: z.optional(z.number()),
  /** Custom domain, or null for the default */
  domain_id: z.optional(z.nullable(z.int())),
  /** ISO 8601 UTC creation time */
  created_at: z.optional(z.nullable(z.string())),
});
export type Link = z.infer<typeof Link>;

/** Body of POST /links. Not parsed here: the service's 400/422 answers are authoritative. */
export const LinkCreate = z.object({
  /** http(s) URL, at most 2048 characters */
  original_url: z.string(),
  /** 3 to 64 of A-Z a-z 0-9 _ -; plan permitting */
  custom_alias: z.optional(z.string()),
  /** At most 255 characters */
  title: z.optional(z.string()),
  /** One of the account's domains */
  domain_id: z.optional(z.int()),
});
export type LinkCreate = z.infer<typeof LinkCreate>;

/** Body of PATCH /links/{id}: only the fields that change. Not parsed here either. */
export const LinkUpdate = z.object({
  /** The new destination: http(s), at most 2048 characters */
  original_url: z.optional(z.string()),
  /** The new code after the short origin; the old one stops resolving */
  custom_alias: z.optional(z.string()),
  /** At most 255 characters; null clears it */
  title: z.optional(z.nullable(z.string())),
  /** One of the account's domains, or null for the service's own */
  domain_id: z.optional(z.nullable(z.int())),
});
export type LinkUpdate = z.infer<typeof LinkUpdate>;
