import { config } from 'zod/mini';

// zod compiles fast parsers with `new Function`, which the MV3 extension CSP forbids, and an
// object schema decides at construction whether it may. Every schema imports zod through this
// module, so jitless is set before the first schema exists, whichever page loads it, however late.
config({ jitless: true });

export * from 'zod/mini';
