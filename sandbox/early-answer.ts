import { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';

/**
 * An answer sent before the request's body has all arrived: a 413 (reading stopped at the
 * limit), or a 401, 403 or 404 checked before the body is read. Left alone, the socket is
 * closed with the unread body still in it (by Node, `socket.destroySoon()`, when the client
 * asked for `Connection: close`; by the Hono adapter after 500 ms of draining otherwise), and
 * Linux answers that with a reset: the client, still writing, gets EPIPE or ECONNRESET, and a
 * reset may drop the answer it had not read yet.
 *
 * So the answer says `Connection: close`, and its socket closes as a server should (a
 * "lingering close"): the answer, then a FIN, then what the client still sends is read and
 * dropped (never kept) until it stops, at most {@link LINGER_MS}. See sandbox/DECISIONS.md.
 */
const LINGER_MS = 10_000;

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/** Wraps the app's fetch for `serve` (main.ts). */
export const answerEarlyCleanly =
  (fetch: Fetch): Fetch =>
  async (request, env) => {
    const response = await fetch(request, env);
    const { incoming } = env;
    // The sandbox serves HTTP/1.1 (main.ts); an HTTP/2 stream closes on its own.
    if (!(incoming instanceof IncomingMessage) || incoming.complete) return response;
    response.headers.set('Connection', 'close');
    lingerOn(incoming.socket, incoming);
    return response;
  };

function lingerOn(socket: Socket, incoming: IncomingMessage): void {
  let lingering = false;
  // The one method Node calls to close a `Connection: close` answer's socket (and the Hono
  // adapter to end its own draining): here it closes only the writing side.
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    socket.end();
    // As Node drops a body nobody read (IncomingMessage._dump): the adapter's reader, which
    // stopped at the limit and would hold the body back, lets go; the parser then pulls the
    // rest off the wire, and nothing keeps it.
    incoming.removeAllListeners('data');
    incoming.on('data', () => {});
    incoming.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
