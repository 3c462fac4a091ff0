import { type ApiClient, createClient } from './api/client';
import { listQrCodes } from './api/qrcodes';
import type { Connection } from './storage/preferences';

export interface ConnectionCheck {
  host: string;
  /** Requests left in this minute, when the service says. */
  remaining?: number;
  limit?: number;
}

/** A client for the stored (or typed) connection. Throws BaseUrlError for a refused base URL. */
function clientFor(connection: Connection, fetchImpl?: typeof fetch): ApiClient {
  return createClient({ ...connection, fetch: fetchImpl });
}

/**
 * "Test connection": one cheap authenticated call that the reference itself defines
 * (GET /qrcodes), so it proves the base URL, the key and the plan against any faithful service.
 * Rejects with the client's ApiError (or BaseUrlError) when something is wrong.
 */
export async function testConnection(
  connection: Connection,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ConnectionCheck> {
  const client = clientFor(connection, options.fetch);
  await listQrCodes(client, { per_page: 10 }, { signal: options.signal });
  const rate = client.rateLimit();
  return { host: new URL(client.baseUrl).host, remaining: rate?.remaining, limit: rate?.limit };
}
