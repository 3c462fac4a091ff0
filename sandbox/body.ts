import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiFailure } from './http.ts';

/**
 * The largest request body read, in bytes. The API's largest real payload is a QR code's
 * 1000 characters of content (at most 4000 bytes of UTF-8) or a 2048-character URL, so 1 MiB
 * leaves room for any honest client and keeps a hostile one from filling memory.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The body kinds the API reads: JSON everywhere, form-urlencoded for the domain endpoints. */
type Kind = 'json' | 'form';

// token "/" token, then parameters; RFC 9110 section 8.3.1. Matched case-insensitively.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})$`);

/**
 * What a Content-Type names, or a 415. Media types and charset names are case-insensitive
 * and may carry parameters; JSON is `application/json` or any `application/*+json` (RFC
 * 6839), a form is `application/x-www-form-urlencoded`. Both are read as UTF-8 (RFC 8259 for
 * JSON, the URL standard for forms), so a charset other than UTF-8 or its ASCII subset is
 * refused rather than misread.
 */
function bodyKind(contentType: string): Kind {
  const [essence = '', ...params] = contentType.split(';');
  const match = MEDIA_TYPE.exec(essence.trim());
  if (!match) throw unsupported('The Content-Type is not a media type.');
  const type = (match[1] ?? '').toLowerCase();
  const subtype = (match[2] ?? '').toLowerCase();
  const kind: Kind | null =
    type === 'application' && (subtype === 'json' || subtype.endsWith('+json'))
      ? 'json'
      : type === 'application' && subtype === 'x-www-form-urlencoded'
        ? 'form'
        : null;
  if (!kind) throw unsupported(`The media type ${type}/${subtype} is not supported.`);
  for (const param of params) {
    const [name = '', ...rest] = param.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    const charset = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (!['utf-8', 'utf8', 'us-ascii'].includes(charset)) {
      throw unsupported(`The charset ${charset || '(empty)'} is not supported; send UTF-8.`);
    }
  }
  return kind;
}

const unsupported = (why: string) =>
  new ApiFailure(
    415,
    `${why} Send application/json or application/x-www-form-urlencoded, in UTF-8.`,
  );

// Hono's middleware checks Content-Length up front and, for a body sent without one
// (chunked), counts bytes as they arrive; either way it stops at the limit, before buffering.
const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiFailure(413, `The request body may not be larger than ${MAX_BODY_BYTES} bytes.`);
  },
});

/**
 * Reads a JSON or form-urlencoded body where a route needs one, so its errors take the 400's
 * place in the contract's order of checks (after 401, 403, 429 and 404):
 *
 * - 415 for a content coding (gzip…) or a declared media type the API does not read, before
 *   reading a byte;
 * - 413 for a body over {@link MAX_BODY_BYTES};
 * - 400 for a missing, empty or unparseable body;
 * - 415 for a body sent without a Content-Type: the API does not guess what it is.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const encoding = c.req.header('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    throw new ApiFailure(
      415,
      `The content coding ${encoding} is not supported; send the body as is.`,
    );
  }
  const type = c.req.header('content-type');
  const kind = type === undefined || type.trim() === '' ? null : bodyKind(type);
  let text = '';
  await limit(c, async () => {
    text = await c.req.text();
  });
  if (text.trim() === '') throw new ApiFailure(400, 'The request body is missing.');
  if (!kind) throw unsupported('The request body has no Content-Type.');
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiFailure(400, 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiFailure(400, 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
