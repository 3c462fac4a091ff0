import { config } from 'zod/mini';

// Zod compiles fast parsers with `new Function`, which the MV3 extension CSP forbids.
// Entry points import this module first, before any schema is built or used.
config({ jitless: true });
