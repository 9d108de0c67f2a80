import type { Violation } from './boundaries.ts';
import { isTestCode } from './boundaries.ts';
import { moduleOf, type TableOwners } from './table-owners.ts';

export const sqlRule = "a module's SQL text names only its own tables";

const templateLiteral = /`[^`]*`/g;
const tableAfterKeyword = /\b(from|join|into|update)\s+"?(\w+)"?/gi;

/**
 * The tables of other modules a module file names in SQL text (`sql\`… join users u …\``): the
 * import check sees only table objects, and raw SQL would reach past it. Only the text of
 * template literals is read, so a comment saying "from students" is no crossing.
 */
export function findSqlCrossings(
  sources: ReadonlyMap<string, string>,
  tables: TableOwners,
): Violation[] {
  const ownerBySqlName = new Map([...tables.values()].map((t) => [t.sqlName, t.module]));
  const found: Violation[] = [];
  for (const [file, text] of sources) {
    const module = moduleOf(file);
    if (!module || isTestCode(file)) continue;
    const named = new Set<string>();
    for (const [literal] of text.matchAll(templateLiteral))
      for (const [, , table] of literal.matchAll(tableAfterKeyword)) {
        const owner = ownerBySqlName.get(table as string);
        if (owner && owner !== module) named.add(table as string);
      }
    for (const table of named)
      found.push({ from: file, to: `sql:${table}`, names: [], rule: sqlRule });
  }
  return found;
}
