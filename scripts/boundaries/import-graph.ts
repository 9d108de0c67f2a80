import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One import: the file that imports, what it names (a repo path, or a package name) and the
 * names it takes from there (`*` for a namespace, a dynamic import or `export *`).
 */
export interface ImportEdge {
  from: string;
  to: string;
  names: readonly string[];
}

const sourceRoots = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
];
const sourceFile = /\.(ts|tsx)$/;
const specifier =
  /(?:^|[\s;])(?:import|export)\s([^'";=()]*?)from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function listFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(root, child);
    return sourceFile.test(entry.name) ? [child] : [];
  });
}

/** The names an import or export clause takes: `{ a, b as c, type D }`, `* as x`, a default. */
function namesOf(clause: string): string[] {
  const text = clause.replace(/^\s*(?:import|export)?\s*(?:type\s+)?/, '').trim();
  const braces = /\{([^}]*)\}/.exec(text);
  const listed = (braces?.[1] ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[0] as string);
  const rest = text
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  const star = /\*/.test(rest) ? ['*'] : [];
  const fallback = rest && !star.length ? ['default'] : [];
  return [...listed, ...star, ...fallback];
}

/** The imports written in one file's text: relative ones resolved to repo paths. */
export function importsOf(file: string, text: string): ImportEdge[] {
  return [...text.matchAll(specifier)].map((match) => {
    const named = (match[2] ?? match[3] ?? match[4]) as string;
    const to = named.startsWith('.') ? path.posix.join(path.posix.dirname(file), named) : named;
    const names = match[2] ? namesOf(match[1] ?? '') : match[4] ? ['*'] : [];
    return { from: file, to, names };
  });
}

/** The text of every source file of the workspaces (paths relative to the repo root). */
export function readSources(repoRoot: string): Map<string, string> {
  return new Map(
    sourceRoots.flatMap((root) =>
      listFiles(repoRoot, root).map(
        (file) => [file, readFileSync(path.join(repoRoot, file), 'utf8')] as const,
      ),
    ),
  );
}

/** Every import of the given source files. */
export function readImportGraph(sources: ReadonlyMap<string, string>): ImportEdge[] {
  return [...sources].flatMap(([file, text]) => importsOf(file, text));
}
