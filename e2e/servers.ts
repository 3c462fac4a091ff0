import { readFileSync } from 'node:fs';
import { createServer as createHttp, type RequestListener, request, type Server } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect, createServer as createNet } from 'node:net';

// Services that fail the way real ones do, for the connection test's causes (issue 24): one
// whose certificate nobody trusts, one that answers but not to an extension (no CORS). And a
// host name that resolves to nothing: Chromium's resolver is told so (e2e/browser.ts).

/** A name no resolver knows, in every e2e browser (`--host-resolver-rules`). */
export const NO_SUCH_HOST = 'nowhere.snaplink.test';

export interface Running {
  /** `http://127.0.0.1:port` or `https://localhost:port` */
  origin: string;
  close(): Promise<void>;
}

const listen = async (
  server: Server | ReturnType<typeof createNet>,
  scheme: string,
  host: string,
) => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${scheme}://${host}:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
};

/** The test-only certificate for localhost (e2e/tls/): no browser trusts it unless told to. */
export const testCertificate = () => ({
  key: readFileSync('e2e/tls/localhost-key.pem'),
  cert: readFileSync('e2e/tls/localhost-cert.pem'),
});

/**
 * Passes every request on to `target` (an origin) and its answer back untouched (status, headers,
 * body), held `delayMs` once the service has answered: the bench's slow service
 * (bench/latency-proxy.ts) and the store pictures' named one (scripts/store-service.ts).
 */
export const forwardTo =
  (target: string, delayMs = 0): RequestListener =>
  (req, res) => {
    const { hostname, port } = new URL(target);
    const upstream = request(
      { hostname, port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        setTimeout(() => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        }, delayMs);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };

/** Answers every request with JSON, and never with CORS headers: a browser page can't read it. */
export function withoutCors(): Promise<Running> {
  const server = createHttp((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"data":[]}');
  });
  return listen(server, 'http', '127.0.0.1');
}

/**
 * https with a self-signed certificate for localhost (e2e/tls/, test-only, never trusted), on a
 * port that answers plain http with a 400, as nginx does ("plain HTTP request sent to HTTPS
 * port"): the first byte of a TLS handshake (0x16) tells the two apart, and a handshake is
 * passed on to the https server behind.
 */
export async function untrustedTls(): Promise<Running> {
  const tls = createHttps(testCertificate(), (_req, res) => res.end('{}'));
  const behind = await listen(tls, 'https', 'localhost');
  const port = Number(new URL(behind.origin).port);
  const front = createNet((socket) => {
    socket.on('error', () => socket.destroy());
    socket.once('data', (first) => {
      if (first[0] !== 0x16) {
        socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      const inner = connect(port, '127.0.0.1', () => {
        inner.write(first);
        socket.pipe(inner).pipe(socket);
      });
      inner.on('error', () => socket.destroy());
    });
  });
  const running = await listen(front, 'https', 'localhost');
  return {
    origin: running.origin,
    close: async () => {
      await running.close();
      await behind.close();
    },
  };
}
