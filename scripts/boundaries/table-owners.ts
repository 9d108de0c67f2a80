import path from 'node:path';

/** A table and the module that owns it. */
export interface OwnedTable {
  module: string;
  sqlName: string;
}

/** Every module-owned table by its binding (bindings are unique across the server). */
export type TableOwners = ReadonlyMap<string, OwnedTable>;

const moduleTables = /^apps\/server\/src\/modules\/([^/]+)\/(?:[^/]+\/)*tables\.ts$/;
const platformTables = /^apps\/server\/src\/platform\/db\/[^/]+\.ts$/;
const declared = /export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g;
const reExported = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** The tables a file declares: binding to SQL name. */
function declaredIn(text: string): Map<string, string> {
  return new Map([...text.matchAll(declared)].map((m) => [m[1] as string, m[2] as string]));
}

/** The module a server file belongs to (its folder under `modules/`), if any. */
export const moduleOf = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/** Whether a file is a module's table file (`tables.ts`, also in a sub-folder). */
export const isTableFile = (file: string) => moduleTables.test(file);

/**
 * Reads who owns which table: a module owns the tables its `tables.ts` declares and those of
 * the platform's table files it re-exports there (auth: users; schools: schools). A table the
 * platform declares and no module re-exports is the platform's own.
 */
export function readTableOwners(sources: ReadonlyMap<string, string>): TableOwners {
  const platform = new Map(
    [...sources].filter(([file]) => platformTables.test(file)).map(([f, t]) => [f, declaredIn(t)]),
  );
  const owners = new Map<string, OwnedTable>();
  for (const [file, text] of sources) {
    const module = moduleTables.exec(file)?.[1];
    if (!module) continue;
    const owned = declaredIn(text);
    for (const [, list, from] of text.matchAll(reExported)) {
      const declaring = platform.get(path.posix.join(path.posix.dirname(file), from as string));
      for (const name of (list as string).split(',').map((n) => n.trim())) {
        const sqlName = declaring?.get(name);
        if (sqlName) owned.set(name, sqlName);
      }
    }
    for (const [binding, sqlName] of owned) owners.set(binding, { module, sqlName });
  }
  return owners;
}
