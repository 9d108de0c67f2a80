import type { Violation } from './boundaries.ts';

export const thinRoutesRule =
  'a routes file holds thin handlers (parse, authorize, call, present): no SQL, no tables';

const routesFile = /^apps\/server\/src\/modules\/[^/]+\/(?:[\w-]+-)?routes\.ts$/;

/** What marks a query written in a routes file, with the name each is reported by. */
const queryMarks: ReadonlyArray<[RegExp, string]> = [
  [/\bsql`/, 'sql`'],
  [/\btx\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\b/, 'tx query'],
  [/from\s+'drizzle-orm'/, 'drizzle-orm'],
  [/from\s+'\.\/tables\.ts'/, 'tables.ts'],
];

/**
 * Routes files that query the database themselves: their handlers call a module's functions
 * instead, so the SQL and the rules live where the other paths (jobs, other modules) reach them.
 */
export function findQueriesInRoutes(sources: ReadonlyMap<string, string>): Violation[] {
  const found: Violation[] = [];
  for (const [file, text] of sources) {
    if (!routesFile.test(file)) continue;
    for (const [mark, name] of queryMarks)
      if (mark.test(text)) found.push({ from: file, to: name, names: [], rule: thinRoutesRule });
  }
  return found;
}
