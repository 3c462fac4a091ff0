import type * as z from 'zod/mini';
import { ApiError, kindForStatus } from './errors';
import { retryAfterOf } from './rate-limit';
import { readErrorBody } from './schemas/error';

/** What reading an answer needs to know about the call, and nothing secret it could leak. */
export interface AnswerContext {
  host: string;
  /** Replaces the API key wherever the server's words are shown. */
  hide(text: string): string;
  now(): number;
}

/** Frees an unread body. Not awaited: cancelling a tee'd body can wait on its twin. */
export function discard(res: Response): void {
  res.body?.cancel().catch(() => {});
}

/** The answer's JSON, {} for an empty body; anything else that came is a bad_response. */
async function readJson(res: Response, ctx: AnswerContext): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch (cause) {
    // The client reclassifies this if the call was aborted or timed out meanwhile.
    throw new ApiError('network', { host: ctx.host, cause });
  }
  if (text.trim() === '') return {}; // e.g. 204 or a bare 405: let the status speak
  try {
    return JSON.parse(text);
  } catch {
    const page = /html/i.test(res.headers.get('content-type') ?? '') || /^\s*</.test(text);
    const unusable = page ? 'web_page' : 'not_json';
    throw new ApiError('bad_response', { status: res.status, host: ctx.host, unusable });
  }
}

/** A 2xx answer parsed with `schema`; anything unexpected is a bad_response. */
export async function readValue<T>(
  res: Response,
  schema: z.ZodMiniType<T>,
  ctx: AnswerContext,
): Promise<T> {
  const json = await readJson(res, ctx);
  let parsed: ReturnType<typeof schema.safeParse>;
  try {
    parsed = schema.safeParse(json);
  } catch (cause) {
    parsed = { success: false, error: cause } as typeof parsed;
  }
  if (parsed.success) return parsed.data;
  throw new ApiError('bad_response', {
    status: res.status,
    host: ctx.host,
    unusable: 'shape',
    cause: parsed.error,
  });
}

/** A 2xx download: anything but JSON or a web page is taken as the image. */
export async function readBlob(res: Response, type: string, ctx: AnswerContext): Promise<Blob> {
  if (/json|html/i.test(res.headers.get('content-type') ?? '')) {
    discard(res);
    throw new ApiError('bad_response', {
      status: res.status,
      host: ctx.host,
      unusable: 'not_image',
    });
  }
  try {
    const blob = await res.blob();
    return blob.type ? blob : new Blob([blob], { type });
  } catch (cause) {
    throw new ApiError('network', { host: ctx.host, cause });
  }
}

/** A non-2xx answer as an ApiError: its kind, status, the service's words and fields (rejects
 * with the bad_response when the answer isn't JSON). */
export async function readFailure(res: Response, ctx: AnswerContext): Promise<ApiError> {
  const { status } = res;
  const json = await readJson(res, ctx);
  const body = readErrorBody(json);
  const said = body.message === undefined ? undefined : ctx.hide(body.message);
  const fieldErrors = Object.fromEntries(
    Object.entries(body.fieldErrors).map(([f, list]) => [ctx.hide(f), list.map(ctx.hide)]),
  );
  const kind = kindForStatus(status);
  const retryAfter = kind === 'rate_limited' ? retryAfterOf(res.headers, ctx.now()) : undefined;
  return new ApiError(kind, { status, host: ctx.host, said, fieldErrors, retryAfter });
}
