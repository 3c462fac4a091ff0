import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { type AuthEnv, auth, type Clock } from './auth.ts';
import type { Db } from './db.ts';
import { ApiFailure } from './http.ts';
import { type ClientOf, socketClient } from './lockout.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { domainRoutes } from './routes/domains.ts';
import { linkRoutes } from './routes/links.ts';
import { qrcodeRoutes } from './routes/qrcodes.ts';
import { redirectRoutes } from './routes/redirect.ts';

export interface AppOptions {
  db: Db;
  /** Injected so tests move time instead of sleeping. */
  clock?: Clock;
  /** Who a request comes from, for the limit on failed authentication; the socket's address by default. */
  clientOf?: ClientOf;
}

const systemClock: Clock = { now: () => Date.now() };

export function createApp({ db, clock = systemClock, clientOf = socketClient }: AppOptions) {
  const app = new Hono();

  // Answered on every path, errors and 429s included, so a browser page can read the API.
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'X-API-Key', 'Content-Type', 'Accept'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // A day, as a careful service sends: without it Chrome keeps a preflight 5 s, and a person
      // who declined host access pays a second round trip on most requests (Chrome caps it at 2 h).
      maxAge: 86_400,
      exposeHeaders: [
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'Retry-After',
      ],
    }),
  );

  const api = new Hono<AuthEnv>();
  // Auth runs before routing, so an unknown path without a key is a 401, as the contract says.
  api.use('*', auth(db, clock, clientOf));
  api.route('/links', linkRoutes(db, clock));
  api.route('/links', analyticsRoutes(db, clock));
  api.route('/qrcodes', qrcodeRoutes(db, clock));
  api.route('/domains', domainRoutes(db, clock));
  app.route('/api/v1', api);
  app.route('/', redirectRoutes(db, clock));

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiFailure) {
      return c.json(
        err.errors ? { message: err.message, errors: err.errors } : { message: err.message },
        err.status,
      );
    }
    if (err instanceof HTTPException) return c.json({ message: err.message }, err.status);
    console.error(err);
    return c.json({ message: 'Server error.' }, 500);
  });
  return app;
}
