import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedViolations } from './allowed-violations.ts';
import { findViolations, rules } from './boundaries.ts';
import { importsOf, readImportGraph, readSources } from './import-graph.ts';
import { findSqlCrossings, sqlRule } from './sql-tables.ts';
import { readTableOwners } from './table-owners.ts';
import { findQueriesInRoutes, thinRoutesRule } from './thin-routes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const named = (edge: { from: string; to: string }) => `${edge.from} -> ${edge.to}`;

describe('module boundaries', () => {
  const sources = readSources(repoRoot);
  const tables = readTableOwners(sources);
  const found = [
    ...findViolations(readImportGraph(sources), tables),
    ...findSqlCrossings(sources, tables),
    ...findQueriesInRoutes(sources),
  ].map(named);

  it('knows the tables and their owners', () => {
    expect(tables.get('users')?.module).toBe('auth');
    expect(tables.get('schools')?.module).toBe('schools');
    expect(tables.get('studentPrograms')).toEqual({
      module: 'students',
      sqlName: 'student_programs',
    });
    expect(tables.get('paymentInvoices')?.module).toBe('fee-collection');
  });

  it('no import crosses a boundary, except the listed ones still being removed', () => {
    expect(found.filter((edge) => !allowedViolations.includes(edge))).toEqual([]);
  });

  it('lists no allowed violation that is gone (delete it from allowed-violations.ts)', () => {
    expect(allowedViolations.filter((edge) => !found.includes(edge))).toEqual([]);
  });
});

describe('the boundary check', () => {
  const tables = readTableOwners(
    new Map([
      [
        'apps/server/src/modules/auth/tables.ts',
        "export { sessions, users } from '../../platform/db/core-tables.ts';",
      ],
      [
        'apps/server/src/platform/db/core-tables.ts',
        "export const users = pgTable('users', {});\nexport const sessions = pgTable(\n  'sessions', {});",
      ],
      [
        'apps/server/src/modules/students/tables.ts',
        "export const students = pgTable('students', {});",
      ],
    ]),
  );
  const check = (file: string, text: string) =>
    findViolations(importsOf(file, text), tables).map((v) => v.rule);
  const checkSql = (file: string, text: string) =>
    findSqlCrossings(new Map([[file, text]]), tables).map((v) => v.to);

  it('refuses a web feature importing another feature', () => {
    const file = 'apps/web/src/features/news/pages/news-page.tsx';
    expect(check(file, "import { X } from '../../events/components/card';")).toEqual([
      rules[4]?.name,
    ]);
    expect(check(file, "import { X } from '../components/news-card';")).toEqual([]);
  });

  it('refuses a server module reaching past another module index.ts', () => {
    const file = 'apps/server/src/modules/news/news-service.ts';
    expect(check(file, "import { listX } from '../auth/tables.ts';")).toEqual([rules[0]?.name]);
    expect(check(file, "import { authModule } from '../auth/index.ts';")).toEqual([]);
    expect(check(file, "import { users } from '../auth/table-refs.ts';")).toEqual([
      rules[0]?.name,
      rules[5]?.name,
    ]);
  });

  it("refuses a module using another module's tables, except a tables.ts for a foreign key", () => {
    const service = 'apps/server/src/modules/news/news-service.ts';
    expect(check(service, "import { type X, users } from '../auth/index.ts';")).toEqual([
      rules[5]?.name,
    ]);
    expect(
      check(service, "import { users as u } from '../../platform/db/core-tables.ts';"),
    ).toEqual([rules[5]?.name]);
    const own = 'apps/server/src/modules/students/student-queries.ts';
    expect(check(own, "import { students } from './tables.ts';")).toEqual([]);
    const table = 'apps/server/src/modules/news/tables.ts';
    expect(check(table, "import { users } from '../auth/table-refs.ts';")).toEqual([]);
    expect(
      check(
        'apps/server/src/modules/news/news.test.ts',
        "import { users } from '../auth/index.ts';",
      ),
    ).toEqual([]);
  });

  it('refuses an index.ts publishing a table', () => {
    const index = 'apps/server/src/modules/students/index.ts';
    expect(check(index, "export { students } from './tables.ts';")).toEqual([rules[6]?.name]);
    expect(check(index, "export * from './tables.ts';")).toEqual([rules[6]?.name]);
    expect(check(index, "export { listStudents } from './student-queries.ts';")).toEqual([]);
  });

  it("refuses a module's SQL text naming another module's table, in a read or a write", () => {
    const file = 'apps/server/src/modules/news/news-service.ts';
    expect(checkSql(file, 'sql`select n.id from news n join users u on u.id = n.by`')).toEqual([
      'sql:users',
    ]);
    expect(checkSql(file, 'sql`update "students" set x = 1`')).toEqual(['sql:students']);
    expect(checkSql(file, '// the names come from users\nsql`select 1`')).toEqual([]);
    expect(checkSql('apps/server/src/modules/students/a.ts', 'sql`from students`')).toEqual([]);
    expect(findSqlCrossings(new Map([[file, 'sql`from users`']]), tables)[0]?.rule).toBe(sqlRule);
  });

  it('refuses a routes file with SQL, a query or a table in it', () => {
    const routes = 'apps/server/src/modules/news/routes.ts';
    const found = (file: string, text: string) =>
      findQueriesInRoutes(new Map([[file, text]])).map((v) => v.to);
    expect(found(routes, 'const n = sql`count(*)`;')).toEqual(['sql`']);
    expect(found(routes, 'await ctx.tx\n  .select()\n  .from(news);')).toEqual(['tx query']);
    expect(
      found('apps/server/src/modules/news/roll-routes.ts', "import { news } from './tables.ts';"),
    ).toEqual(['tables.ts']);
    expect(found(routes, "import { listNews } from './news-service.ts';")).toEqual([]);
    expect(found('apps/server/src/modules/news/news-service.ts', 'sql`select 1`')).toEqual([]);
    expect(findQueriesInRoutes(new Map([[routes, 'sql`x`']]))[0]?.rule).toBe(thinRoutesRule);
  });

  it('refuses a module file below its routes seeing the request (fastify, http/context.ts)', () => {
    const service = 'apps/server/src/modules/news/news-service.ts';
    expect(
      check(service, "import type { SignedInContext } from '../../platform/http/context.ts';"),
    ).toEqual([rules[7]?.name]);
    expect(check(service, "import type { FastifyReply } from 'fastify';")).toEqual([
      rules[7]?.name,
    ]);
    expect(check(service, "import type { TenantScope } from '../../platform/scope.ts';")).toEqual(
      [],
    );
    const routes = "import type { SignedInContext } from '../../platform/http/context.ts';";
    expect(check('apps/server/src/modules/news/routes.ts', routes)).toEqual([]);
    expect(check('apps/server/src/modules/news/board-routes.ts', routes)).toEqual([]);
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
