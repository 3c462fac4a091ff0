import type { FieldErrors } from '../errors';
import { isObject } from '../is-object';
import { orUndefined } from './envelopes';
import * as z from './zod';

const text = z.string();
const fieldMap = z.custom<Record<string, unknown>>(isObject);

/** Every error body, each part optional: an odd body must never hide the status. */
const ErrorBody = z.looseObject({
  /** A sentence, or (some services) field errors or a list of sentences */
  message: orUndefined(z.union([text, fieldMap, z.array(z.unknown())])),
  /** Field errors as { field: [messages] }, or a list of messages */
  errors: orUndefined(z.union([fieldMap, z.array(z.unknown())])),
  /** A sentence, or { message } */
  error: orUndefined(
    z.union([
      text,
      z.looseObject({
        /** The sentence */
        message: z.optional(text),
      }),
    ]),
  ),
  /** RFC 7807 problem title */
  title: orUndefined(text),
  /** RFC 7807 problem detail */
  detail: orUndefined(text),
  /** RFC 7807 list of { name, reason } */
  'invalid-params': orUndefined(z.array(z.unknown())),
});

export interface ReadError {
  message?: string;
  fieldErrors: FieldErrors;
}

const MAX_TEXT = 300;
const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);
const strings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).filter((s): s is string => typeof s === 'string' && s.trim() !== '');

/** Normalises any JSON error body to one message and a field map (never throws). */
export function readErrorBody(json: unknown): ReadError {
  if (typeof json === 'string' && json.trim() !== '')
    return { message: clip(json.trim()), fieldErrors: {} };
  const parsed = ErrorBody.safeParse(json);
  if (!parsed.success) return { fieldErrors: {} };
  const b = parsed.data;
  const fields: [string, string[]][] = [];
  const general: string[] = [];
  for (const source of [b.message, b.errors]) {
    if (Array.isArray(source)) {
      for (const item of source) {
        if (typeof item === 'string') general.push(item);
        else fields.push(fieldOfItem(item));
      }
    } else if (typeof source !== 'string' && source) {
      for (const [field, value] of Object.entries(source)) fields.push([field, strings(value)]);
    }
  }
  for (const item of b['invalid-params'] ?? []) fields.push(fieldOfItem(item));
  const error = typeof b.error === 'string' ? b.error : b.error?.message;
  const message = [typeof b.message === 'string' ? b.message : undefined, error, b.detail, b.title]
    .concat(general)
    .find((s) => s !== undefined && s.trim() !== '');
  // fromEntries defines own properties, so a "__proto__" field cannot reach a prototype.
  const fieldErrors = Object.fromEntries(
    fields.filter(([, list]) => list.length > 0).map(([f, list]) => [f, list.map(clip)]),
  );
  return { message: message === undefined ? undefined : clip(message.trim()), fieldErrors };
}

/** `{ field|name|path, message|reason|detail }` as found in error arrays. */
function fieldOfItem(r: unknown): [string, string[]] {
  if (!isObject(r)) return ['', []];
  const field = [r.field, r.name, r.path, r.pointer].find((v) => typeof v === 'string');
  const text = strings(r.message ?? r.reason ?? r.detail);
  return [typeof field === 'string' && field !== '' ? field : '_', text];
}
