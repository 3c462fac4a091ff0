import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import type { Db } from './db.ts';
import { MAX_URL_LENGTH, vetUrl } from './urls.ts';

/** The contract's single error body: `{ message, errors? }`. */
export type FieldErrors = Record<string, string[]>;

export class ApiFailure extends HTTPException {
  constructor(
    status: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 500,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(status, { message });
  }
}

export const notFound = (what = 'Resource') => new ApiFailure(404, `${what} not found.`);

/** Turns zod issues into the contract's `{ field: [messages] }` map. */
function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    out[field] ??= [];
    out[field].push(issue.message);
  }
  return out;
}

const isMissing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Validates `input` against an object schema with the contract's 400/422 split: a required
 * field that is absent, null or '' is a 400; a present value that breaks a rule is a 422.
 */
export function validate<S extends z.ZodObject>(schema: S, input: unknown): z.infer<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiFailure(400, 'The request body must be an object.');
  }
  const record = input as Record<string, unknown>;
  const missing: FieldErrors = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(field as z.ZodType).safeParse(undefined).success && isMissing(record[key])) {
      missing[key] = [`The ${key} field is required.`];
    }
  }
  if (Object.keys(missing).length > 0) {
    throw new ApiFailure(400, 'Required fields are missing.', missing);
  }
  // Optional fields sent as null or '' mean "not given".
  const cleaned = Object.fromEntries(Object.entries(record).filter(([, v]) => !isMissing(v)));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ApiFailure(422, 'The given data was invalid.', fieldErrors(result.error));
  }
  return result.data;
}

/** Route ids are positive integers; anything else names no resource. */
export function idParam(c: Context, what: string): number {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound(what);
  return Number(raw);
}

const intFromString = z
  .string()
  .regex(/^-?\d+$/, 'Must be an integer.')
  .transform(Number);

/** An integer given as a JSON number or, in form bodies, as digits. */
export const intLike = (message: string) =>
  z.union(
    [
      z.number(message).int(message),
      z
        .string(message)
        .regex(/^-?\d+$/, message)
        .transform(Number),
    ],
    message,
  );

/**
 * A URL to be stored: at most 2048 characters as sent, then vetted by the one URL rule
 * (see urls.ts), and stored as its normalised href.
 */
export const urlField = (field: string, isServiceHost: (host: string) => boolean) =>
  z
    .string(`The ${field} must be a string.`)
    .max(MAX_URL_LENGTH, `The ${field} may not be longer than ${MAX_URL_LENGTH} characters.`)
    .transform((raw, ctx) => {
      const vetted = vetUrl(raw, isServiceHost, `The ${field}`);
      if (vetted.problem === undefined) return vetted.href;
      ctx.addIssue({ code: 'custom', message: vetted.problem });
      return z.NEVER;
    });

/** `page` and `per_page`, shared by every list. */
export const pageQuery = {
  page: intFromString.pipe(z.number().int().min(1, 'The page must be at least 1.')).optional(),
  per_page: z.enum(['10', '25', '50', '100']).transform(Number).optional(),
};

/** The contract's list envelope; a page past the end is empty, not an error. */
function listEnvelope<T>(rows: T[], total: number, page: number, perPage: number) {
  return {
    current_page: page,
    data: rows,
    total,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * One page of a list in the contract's envelope: `count` and `rows` share `params`; `rows` gets
 * the page's LIMIT and OFFSET appended.
 */
export async function listPage<Row, Item>(
  db: Db,
  sql: { count: string; rows: string; params: unknown[] },
  page: number,
  perPage: number,
  serialize: (row: Row) => Item | Promise<Item>,
) {
  const total = db.prepare<unknown[], { n: number }>(sql.count).get(...sql.params)?.n ?? 0;
  const rows = db
    .prepare<unknown[], Row>(`${sql.rows} LIMIT ? OFFSET ?`)
    .all(...sql.params, perPage, (page - 1) * perPage);
  return listEnvelope(await Promise.all(rows.map(serialize)), total, page, perPage);
}

/** Parses a query string with the 422 envelope (every query field is optional). */
export function validateQuery<S extends z.ZodObject>(schema: S, c: Context): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    throw new ApiFailure(422, 'The given data was invalid.', fieldErrors(result.error));
  }
  return result.data;
}
