import type * as z from 'zod/mini';
import { ApiError, kindForStatus, messages } from './errors';
import { retryAfterOf } from './rate-limit';
import { readErrorBody } from './schemas/error';

/** What reading an answer needs to know about the call, and nothing secret it could leak. */
export interface AnswerContext {
  host: string;
  /** Replaces the API key wherever the server's words are shown. */
  hide(text: string): string;
  now(): number;
}

const NOT_JSON = Symbol('not json');

/** Frees an unread body. Not awaited: cancelling a tee'd body can wait on its twin. */
export function discard(res: Response): void {
  res.body?.cancel().catch(() => {});
}

async function readText(res: Response, ctx: AnswerContext): Promise<string> {
  try {
    return await res.text();
  } catch (cause) {
    // The client reclassifies this if the call was aborted or timed out meanwhile.
    throw new ApiError('network', messages.network(ctx.host), { cause });
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {}; // e.g. 204 or a bare 405: let the status speak
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

const looksLikePage = (res: Response, text: string) =>
  /html/i.test(res.headers.get('content-type') ?? '') || /^\s*</.test(text);

/** A 2xx answer parsed with `schema`; anything unexpected is a bad_response. */
export async function readValue<T>(
  res: Response,
  schema: z.ZodMiniType<T>,
  ctx: AnswerContext,
): Promise<T> {
  const text = await readText(res, ctx);
  const json = parseJson(text);
  if (json === NOT_JSON) {
    const page = looksLikePage(res, text);
    throw new ApiError('bad_response', messages.notJson(ctx.host, res.status, page), {
      status: res.status,
    });
  }
  let parsed: ReturnType<typeof schema.safeParse>;
  try {
    parsed = schema.safeParse(json);
  } catch (cause) {
    parsed = { success: false, error: cause } as typeof parsed;
  }
  if (parsed.success) return parsed.data;
  throw new ApiError('bad_response', messages.unexpectedShape(ctx.host), {
    status: res.status,
    cause: parsed.error,
  });
}

/** A 2xx download: anything but JSON or a web page is taken as the image. */
export async function readBlob(res: Response, type: string, ctx: AnswerContext): Promise<Blob> {
  if (/json|html/i.test(res.headers.get('content-type') ?? '')) {
    discard(res);
    throw new ApiError('bad_response', messages.notAnImage(ctx.host), { status: res.status });
  }
  try {
    const blob = await res.blob();
    return blob.type ? blob : new Blob([blob], { type });
  } catch (cause) {
    throw new ApiError('network', messages.network(ctx.host), { cause });
  }
}

// A 403 about a feature (a locked alias, the link limit, colours) says something the user
// can act on; one about API access, or a bare "Forbidden", gets our plain sentence instead.
const aboutFeature = (m: string) =>
  /alias|limit|colou?r|custom/i.test(m) && !/api[ _-]?access/i.test(m);

/** Turns a non-2xx answer into the ApiError a person can read. */
export async function readFailure(res: Response, ctx: AnswerContext): Promise<ApiError> {
  const { status } = res;
  const text = await readText(res, ctx);
  const json = parseJson(text);
  if (json === NOT_JSON) {
    return new ApiError(
      'bad_response',
      messages.notJson(ctx.host, status, looksLikePage(res, text)),
      {
        status,
      },
    );
  }
  const body = readErrorBody(json);
  const said = body.message === undefined ? undefined : ctx.hide(body.message);
  const fieldErrors = Object.fromEntries(
    Object.entries(body.fieldErrors).map(([f, list]) => [ctx.hide(f), list.map(ctx.hide)]),
  );
  const kind = kindForStatus(status);
  const init = { status, fieldErrors };
  switch (kind) {
    case 'unauthorized':
      return new ApiError(kind, messages.unauthorized(), init);
    case 'plan':
      return new ApiError(kind, said && aboutFeature(said) ? said : messages.noApiAccess(), init);
    case 'not_found':
      return new ApiError(kind, messages.notFound(status), init);
    case 'rate_limited': {
      const retryAfter = retryAfterOf(res.headers, ctx.now());
      return new ApiError(kind, messages.rateLimited(retryAfter), { ...init, retryAfter });
    }
    case 'server':
      return new ApiError(kind, messages.server(status), init);
    case 'timeout':
      return new ApiError(kind, messages.timeout(), init);
    case 'validation': {
      // A field's own words say more than a generic "The given data was invalid."
      const first = Object.values(fieldErrors)[0]?.[0];
      return new ApiError(kind, messages.validation(first ?? said, status), init);
    }
    default:
      return new ApiError(kind, messages.notJson(ctx.host, status, false), init);
  }
}
