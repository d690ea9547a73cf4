/**
 * The Content-Security-Policy allows no eval, so zod's probe for `new Function` would be refused
 * and reported as a violation: its JIT stays off. zod decides when a schema is built, so main.tsx
 * imports this module before anything that builds one.
 *
 * zod keeps its configuration on this global, shared by every copy of zod, and reads it from there
 * (what `z.config({ jitless: true })` writes). Writing it here, rather than through `z.config`,
 * keeps zod off the sign-in page, which builds no schema; src/lib/__tests__/zod-config.test.ts
 * checks that zod still reads it there.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
