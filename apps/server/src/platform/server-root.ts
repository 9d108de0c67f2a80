import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (the one holding its package.json), found from this file so
 * the same code works from src/ (tsx, tests) and from the bundle in dist/.
 */
export const serverRoot = findPackageRoot(import.meta.dirname);

function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
