// The bench's slow service: the sandbox behind a proxy that holds every answer (CORS preflights
// included) for a fixed time, so both popups are measured as a person far from the service
// would meet them. Status, headers and body pass through untouched.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardTo } from '../e2e/servers.ts';

/** Starts the proxy on a free port in front of `target` (an origin); resolves to its origin. */
export async function startLatencyProxy(
  target: string,
  delayMs: number,
): Promise<{ origin: string; close(): Promise<void> }> {
  // Held once the service has answered: the added time is on top of the service's own.
  const server = createServer(forwardTo(target, delayMs));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port: own } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${own}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
