import * as z from './zod';

const d = z.describe;

/** A short link (reference 2.2 plus the contract's domain_id and created_at). */
export const Link = z.looseObject({
  id: z.int().check(d('Identifier, used in /links/{id} paths')),
  short_code: z.string().check(d('The code after the short origin')),
  short_url: z.string().check(d('The full short link to share')),
  original_url: z.string().check(d('The long URL the short link redirects to')),
  title: z.optional(z.nullable(z.string())).check(d('Label; may be absent or null')),
  total_clicks: z.optional(z.number()).check(d('All recorded clicks')),
  unique_clicks: z.optional(z.number()).check(d('Clicks by distinct visitors')),
  domain_id: z.optional(z.nullable(z.int())).check(d('Custom domain, or null for the default')),
  created_at: z.optional(z.nullable(z.string())).check(d('ISO 8601 UTC creation time')),
});
export type Link = z.infer<typeof Link>;

/** Body of POST /links. Not parsed here: the service's 400/422 answers are authoritative. */
export const LinkCreate = z.object({
  original_url: z.string().check(d('http(s) URL, at most 2048 characters')),
  custom_alias: z.optional(z.string()).check(d('3 to 64 of A-Z a-z 0-9 _ -; plan permitting')),
  title: z.optional(z.string()).check(d('At most 255 characters')),
  domain_id: z.optional(z.int()).check(d("One of the account's domains")),
});
export type LinkCreate = z.infer<typeof LinkCreate>;
