import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleFiles } from './module-files.ts';
import { namesOf } from './names.ts';
import { registrations } from './registrations.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const names = namesOf('demo-thing');
/** What a copy of the repository leaves out: installed, built, or the run's own output. */
const notCopied = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);

/**
 * The generator runs in a copy of the repository, never in the tree itself: the other test
 * files import the lists it edits, and a run cut short leaves nothing behind but a temporary
 * folder. The copy shares the installed packages, except our workspaces, which are its own.
 */
function copyRepository(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'shala-new-module-'));
  cpSync(repoRoot, copy, {
    recursive: true,
    filter: (source) => !notCopied.has(path.basename(source)),
  });
  const installed = path.join(repoRoot, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules/@shala'), { recursive: true });
  for (const entry of readdirSync(installed))
    if (entry !== '@shala')
      symlinkSync(path.join(installed, entry), path.join(copy, 'node_modules', entry));
  for (const [workspace, folder] of [
    ['contracts', 'packages/contracts'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ] as const)
    symlinkSync(path.join(copy, folder), path.join(copy, 'node_modules/@shala', workspace));
  return copy;
}

let copy: string;
/** The environment without this run's own Vitest settings, which would steer the inner run. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
);

function run(command: string, args: string[]) {
  try {
    return execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

beforeAll(() => {
  copy = copyRepository();
  run('node', ['--import', 'tsx', 'scripts/new-module.ts', names.name]);
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-module', () => {
  it('writes the three slices and registers them in each list', () => {
    for (const [, file] of moduleFiles(names))
      expect(existsSync(path.join(copy, file)), file).toBe(true);
    for (const { file } of registrations)
      expect(readFileSync(path.join(copy, file), 'utf8'), file).toMatch(/demo[-_]thing|demoThing/);
  });

  it("writes the table's migration", () => {
    const migrations = readdirSync(path.join(copy, 'apps/server/drizzle'));
    const made = migrations.find((file) => file.endsWith(`_${names.snake}.sql`));
    expect(made).toBeDefined();
    expect(readFileSync(path.join(copy, 'apps/server/drizzle', made!), 'utf8')).toContain(
      'CREATE TABLE "demo_things"',
    );
  });

  it("writes code that passes the lint, its own tests, the boundaries, the page registry and the catalogue's", () => {
    const files = [
      ...moduleFiles(names).map(([, file]) => file),
      ...registrations.map(({ file }) => file),
    ];
    run('npx', ['biome', 'check', ...files]);
    run('npx', [
      'vitest',
      'run',
      `apps/server/src/modules/${names.name}`,
      `apps/web/src/features/${names.name}`,
      'apps/web/src/app/routes/page-registry.test.ts',
      'packages/contracts/src/access/rules.test.ts',
      'scripts/boundaries',
    ]);
  });
});
