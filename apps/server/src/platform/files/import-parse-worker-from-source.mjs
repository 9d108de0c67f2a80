// Starts the parse worker from the TypeScript source (tsx, tests): the worker thread registers
// tsx's loader, then loads the worker. The bundle runs dist/import-parse-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./import-parse-worker.ts', import.meta.url).href);
