// The bench's slow service: the sandbox behind a proxy that holds every answer (CORS preflights
// included) for a fixed time, so both popups are measured as a person far from the service
// would meet them. Status, headers and body pass through untouched.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts the proxy on a free port in front of `target` (an origin); resolves to its origin. */
export async function startLatencyProxy(
  target: string,
  delayMs: number,
): Promise<{ origin: string; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const server = createServer((req, res) => {
    const upstream = request(
      { hostname, port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        // Held once the service has answered: the added time is on top of the service's own.
        setTimeout(() => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        }, delayMs);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
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
