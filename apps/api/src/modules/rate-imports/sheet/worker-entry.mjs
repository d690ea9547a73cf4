// The sheet worker's entry when the API runs from TypeScript (tsx for the server, vitest for the
// tests). Node 20 does not apply loader hooks given in a worker's execArgv to the worker's own
// modules, so the worker registers tsx itself before it loads the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
