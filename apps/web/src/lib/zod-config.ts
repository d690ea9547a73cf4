import { z } from 'zod';

/**
 * The Content-Security-Policy allows no eval, so zod's probe for `new Function` would be refused
 * and reported as a violation: its JIT stays off. zod decides when a schema is built, so main.tsx
 * imports this module before anything that builds one.
 */
z.config({ jitless: true });
