import { config } from 'zod/mini';

// zod compiles parsers with `new Function`, which the MV3 CSP forbids, deciding as a schema is
// made: every schema imports zod through here, so jitless is set first.
config({ jitless: true });

export * from 'zod/mini';
