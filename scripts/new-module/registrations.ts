import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleNames } from './names.ts';

interface Registration {
  file: string;
  /** The file's text with the module added. */
  add(text: string, names: ModuleNames): string;
}

/** Where the one `anchor` of `text` is: a list must have one place to register in. */
function placeOf(text: string, anchor: string, file: string): number {
  const at = text.indexOf(anchor);
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0)
    throw new Error(`${file}: cannot find the one place to register the module (${anchor.trim()})`);
  return at;
}

function insertBefore(text: string, anchor: string, inserted: string, file: string): string {
  const at = placeOf(text, anchor, file);
  return text.slice(0, at) + inserted + text.slice(at);
}

function insertAfter(text: string, anchor: string, inserted: string, file: string): string {
  const at = placeOf(text, anchor, file) + anchor.length;
  return text.slice(0, at) + inserted + text.slice(at);
}

/** Adds an import at the top (Biome sorts it) and an entry at the end of the file's last list. */
function importAndListEntry(text: string, file: string, importLine: string, entry: string) {
  const end = text.lastIndexOf('\n];');
  if (end < 0) throw new Error(`${file}: cannot find the list to register the module in`);
  const listed = `${text.slice(0, end)}\n  ${entry},${text.slice(end)}`;
  return `${importLine}\n${listed}`;
}

/** The lists a module is registered in, one line (or entry) each. */
export const registrations: readonly Registration[] = [
  {
    file: 'packages/contracts/src/modules.ts',
    add: (text, names) => `${text}export * from './${names.name}/index.ts';\n`,
  },
  {
    file: 'apps/server/src/modules/index.ts',
    add: (text, names) =>
      importAndListEntry(
        text,
        'apps/server/src/modules/index.ts',
        `import { ${names.camel}Module } from './${names.name}/index.ts';`,
        `${names.camel}Module`,
      ),
  },
  {
    file: 'apps/web/src/app/routes/feature-pages.ts',
    add: (text, names) =>
      importAndListEntry(
        text,
        'apps/web/src/app/routes/feature-pages.ts',
        `import { ${names.camel}Feature } from '../../features/${names.name}/pages';`,
        `${names.camel}Feature`,
      ),
  },
  {
    // A group of its own after the school's last one, with the list page; ids only grow.
    file: 'packages/contracts/src/access/module-catalogue.ts',
    add: (text, names) => {
      const file = 'packages/contracts/src/access/module-catalogue.ts';
      const schoolGroups = text.slice(0, text.indexOf('\nconst platform'));
      const ids = [...schoolGroups.matchAll(/^ {4}id: (\d+),$/gm)].map((m) => Number(m[1]));
      const id = Math.max(...ids) + 100;
      const group = [
        '  {',
        `    id: ${id},`,
        `    key: '${names.snake}',`,
        `    name: '${names.heading}s',`,
        "    icon: 'checklist',",
        `    pages: [[${id + 1}, '/${names.snake}', '${names.heading}s']],`,
        '  },\n',
      ].join('\n');
      return insertBefore(text, '];\n\nconst platform', group, file);
    },
  },
  {
    // The catalogue test holds the catalogue to the spec's pages and those added beyond it.
    file: 'packages/contracts/src/access/spec-paths.test-data.ts',
    add: (text, names) =>
      insertAfter(
        text,
        'schoolPathsBeyondSpec: readonly string[] = [',
        `'/${names.snake}', `,
        'packages/contracts/src/access/spec-paths.test-data.ts',
      ),
  },
];

/** Registers the module in each list. Answers the files changed. */
export function register(root: string, names: ModuleNames): string[] {
  return registrations.map(({ file, add }) => {
    const full = path.join(root, file);
    writeFileSync(full, add(readFileSync(full, 'utf8'), names));
    return file;
  });
}
