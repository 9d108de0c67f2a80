/**
 * The students table other modules' `tables.ts` point foreign keys at. Only a `tables.ts`
 * imports this file; everything else reads students through the functions of their index.ts.
 */
export { students } from './tables.ts';
