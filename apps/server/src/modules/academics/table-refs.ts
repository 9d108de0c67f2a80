/**
 * Academics' tables other modules' `tables.ts` point foreign keys at. Only a `tables.ts` imports
 * this file; everything else reads academics through the functions of its index.ts.
 */
export { academicSessions, classes, sections, subjects } from './tables.ts';
