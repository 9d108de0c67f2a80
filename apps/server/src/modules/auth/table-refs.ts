/**
 * The accounts table other modules' `tables.ts` point foreign keys at. Only a `tables.ts`
 * imports this file; everything else reads and writes accounts through auth's index.ts.
 */
export { users } from './tables.ts';
