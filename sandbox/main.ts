import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { clearDb, openDb } from './db.ts';
import { answerEarlyCleanly } from './early-answer.ts';
import { DEMO_KEYS, followOrigin, seed } from './seed.ts';

// `npm run sandbox [-- --reset]`: serves the API on loopback, seeding a fresh database.
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const file = process.env.SANDBOX_DB ?? '.sandbox/sandbox.db';

// The database's own directory, so a SANDBOX_DB elsewhere than .sandbox/ works too.
if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
const db = openDb(file);
const empty = db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number };

const server = serve(
  { fetch: answerEarlyCleanly(createApp({ db }).fetch), port, hostname: host },
  (info) => {
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
    // Seeded once the port is known (port 0 picks one), so the demo QR codes encode short URLs
    // that resolve here. This runs before any request is read: seeding is synchronous.
    db.transaction(() => {
      if (process.argv.includes('--reset') || empty.n === 0) {
        clearDb(db);
        seed(db, Date.now(), origin);
      } else {
        followOrigin(db, origin);
      }
    })();
    console.log(`Snaplink sandbox: ${origin}/api/v1`);
    console.log('Demo keys:');
    for (const [key, what] of Object.entries(DEMO_KEYS)) console.log(`  ${key.padEnd(20)} ${what}`);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    db.close();
    process.exit(0);
  });
}
