import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedViolations } from './allowed-violations.ts';
import { findViolations, rules } from './boundaries.ts';
import { importsOf, readImportGraph } from './import-graph.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const named = (edge: { from: string; to: string }) => `${edge.from} -> ${edge.to}`;

describe('module boundaries', () => {
  const found = findViolations(readImportGraph(repoRoot)).map(named);

  it('no import crosses a boundary, except the listed ones still being removed', () => {
    expect(found.filter((edge) => !allowedViolations.includes(edge))).toEqual([]);
  });

  it('lists no allowed violation that is gone (delete it from allowed-violations.ts)', () => {
    expect(allowedViolations.filter((edge) => !found.includes(edge))).toEqual([]);
  });
});

describe('the boundary check', () => {
  const check = (file: string, text: string) =>
    findViolations(importsOf(file, text)).map((v) => v.rule);

  it('refuses a web feature importing another feature', () => {
    const file = 'apps/web/src/features/news/pages/news-page.tsx';
    expect(check(file, "import { X } from '../../events/components/card';")).toEqual([
      rules[4]?.name,
    ]);
    expect(check(file, "import { X } from '../components/news-card';")).toEqual([]);
  });

  it('refuses a server module reaching past another module index.ts', () => {
    const file = 'apps/server/src/modules/news/news-service.ts';
    expect(check(file, "import { users } from '../auth/tables.ts';")).toEqual([rules[0]?.name]);
    expect(check(file, "import { authModule } from '../auth/index.ts';")).toEqual([]);
  });

  it('refuses platform importing a module, contracts importing an app, web importing server', () => {
    expect(
      check(
        'apps/server/src/platform/tenancy.ts',
        "import { s } from '../modules/schools/tables.ts';",
      ),
    ).toEqual([rules[1]?.name]);
    expect(
      check(
        'packages/contracts/src/core/route.ts',
        "import { x } from '../../../../apps/web/src/x';",
      ),
    ).toEqual([rules[2]?.name]);
    expect(check('apps/web/src/app/main.tsx', "import type { X } from '@shala/server';")).toEqual([
      rules[3]?.name,
    ]);
  });
});
