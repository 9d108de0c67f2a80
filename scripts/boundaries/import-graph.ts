import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One import: the file that imports and what it names (a repo path, or a package name). */
export interface ImportEdge {
  from: string;
  to: string;
}

const sourceRoots = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
];
const sourceFile = /\.(ts|tsx)$/;
const specifier =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function listFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(root, child);
    return sourceFile.test(entry.name) ? [child] : [];
  });
}

/** The imports written in one file's text: relative ones resolved to repo paths. */
export function importsOf(file: string, text: string): ImportEdge[] {
  return [...text.matchAll(specifier)].map((match) => {
    const named = (match[1] ?? match[2] ?? match[3]) as string;
    const to = named.startsWith('.') ? path.posix.join(path.posix.dirname(file), named) : named;
    return { from: file, to };
  });
}

/** Every import of the workspaces' source files (paths relative to the repo root). */
export function readImportGraph(repoRoot: string): ImportEdge[] {
  return sourceRoots.flatMap((root) =>
    listFiles(repoRoot, root).flatMap((file) =>
      importsOf(file, readFileSync(path.join(repoRoot, file), 'utf8')),
    ),
  );
}
