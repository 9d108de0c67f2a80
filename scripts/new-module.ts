/**
 * `npm run new-module <name>`: writes a module's three slices (contracts, server, web) with
 * one list route over its own table, one page, their tests and the registrations, then the
 * table's migration (drizzle-kit) — see docs/adding-a-module.md.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { writeModuleFiles } from './new-module/module-files.ts';
import { namesOf } from './new-module/names.ts';
import { register } from './new-module/registrations.ts';

const root = path.resolve(import.meta.dirname, '..');
const names = refuseOr(() => namesOf(process.argv[2] ?? ''));
const written = refuseOr(() => writeModuleFiles(root, names));
const changed = register(root, names);
const run = (command: string, args: string[], cwd = root) =>
  execFileSync(command, args, { cwd, stdio: 'inherit' });
run('npx', ['biome', 'check', '--write', ...written, ...changed]);
run('npx', ['drizzle-kit', 'generate', '--name', names.snake], path.join(root, 'apps/server'));
console.log(
  `\nThe ${names.title} module is written: ${written.length} files, registered in ${changed.length} lists,` +
    ` and its table's migration is in apps/server/drizzle/.\nTest it: npx vitest run ` +
    `apps/server/src/modules/${names.name} apps/web/src/features/${names.name}`,
);

/** A name that is not one, or a module that exists, is told in one line, not a stack. */
function refuseOr<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
