import type { ImportEdge } from './import-graph.ts';
import { isTableFile, moduleOf, type TableOwners } from './table-owners.ts';

/** A boundary of docs/adding-a-module.md and the import that crosses it. */
export interface Violation extends ImportEdge {
  rule: string;
}

interface Rule {
  name: string;
  breaks(edge: ImportEdge, tables: TableOwners): boolean;
}

const webFeature = /^apps\/web\/src\/features\/([^/]+)\//;
const featureOf = (file: string) => webFeature.exec(file)?.[1];
const isServer = (to: string) => to.startsWith('apps/server/') || to.startsWith('@shala/server');
const isApp = (to: string) => to.startsWith('apps/') || /^@shala\/(server|web)\b/.test(to);
const serverSource = /^apps\/server\/src\/(modules|platform\/db)\//;

/**
 * Tests are not module code: they may read any table to check what a route wrote, and their
 * factories (apps/server/test/factories) write rows straight into the owner's tables. A
 * module's `guard-samples.ts` is the guard suites' (ids to call its routes with), run by them only.
 */
export const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.startsWith('apps/server/test/') ||
  /^apps\/server\/src\/modules\/.+\/guard-samples\.ts$/.test(file);

/** The tables of another module an edge takes (by binding), with their owners. */
function othersTables({ from, to, names }: ImportEdge, tables: TableOwners) {
  if (!serverSource.test(to)) return [];
  return names.filter((name) => {
    const owner = tables.get(name)?.module;
    return owner !== undefined && owner !== moduleOf(from);
  });
}

/** Module-internal paths another module may name: its index.ts, and for a tables.ts its table-refs.ts. */
function isPublished(from: string, to: string) {
  if (/\/modules\/[^/]+\/index\.ts$/.test(to)) return true;
  return isTableFile(from) && /\/modules\/[^/]+\/table-refs\.ts$/.test(to);
}

/** Route files: a module's `routes.ts` or `*-routes.ts`, the only ones that see the request. */
const isRouteFile = (file: string) => /\/(?:[^/]+-)?routes\.ts$/.test(file);
const isRequestMachinery = (to: string) =>
  to === 'fastify' ||
  to.startsWith('@fastify/') ||
  to === 'apps/server/src/platform/http/context.ts';

export const rules: readonly Rule[] = [
  {
    name: 'a server module imports another module only through its index.ts (a tables.ts: table-refs.ts)',
    breaks: ({ from, to }) => {
      const owner = moduleOf(from);
      const target = moduleOf(to);
      return Boolean(owner && target && owner !== target && !isPublished(from, to));
    },
  },
  {
    name: 'platform never imports modules',
    breaks: ({ from, to }) =>
      from.startsWith('apps/server/src/platform/') && to.startsWith('apps/server/src/modules/'),
  },
  {
    name: 'contracts import nothing of the apps',
    breaks: ({ from, to }) => from.startsWith('packages/contracts/') && isApp(to),
  },
  {
    name: 'web never imports server',
    breaks: ({ from, to }) => from.startsWith('apps/web/') && isServer(to),
  },
  {
    name: 'a web feature never imports another feature',
    breaks: ({ from, to }) => {
      const owner = featureOf(from);
      const target = featureOf(to);
      return Boolean(owner && target && owner !== target);
    },
  },
  {
    name: "a module uses only its own tables (another module's only for a foreign key in tables.ts)",
    breaks: (edge, tables) =>
      Boolean(moduleOf(edge.from)) &&
      !isTableFile(edge.from) &&
      !isTestCode(edge.from) &&
      othersTables(edge, tables).length > 0,
  },
  {
    name: "a module's index.ts publishes functions, never a table (foreign keys: table-refs.ts)",
    breaks: ({ from, to, names }, tables) =>
      /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(from) &&
      (names.some((name) => tables.has(name)) || (isTableFile(to) && names.includes('*'))),
  },
  {
    name: 'below a route file nothing sees the request: services take a TenantScope (no fastify, no http/context.ts)',
    breaks: ({ from, to }) =>
      /^apps\/server\/src\/modules\//.test(from) &&
      !isRouteFile(from) &&
      !isTestCode(from) &&
      isRequestMachinery(to),
  },
];

/** The imports that cross a boundary, each with the rule it breaks. */
export function findViolations(edges: readonly ImportEdge[], tables: TableOwners): Violation[] {
  return edges.flatMap((edge) =>
    rules.filter((rule) => rule.breaks(edge, tables)).map((rule) => ({ ...edge, rule: rule.name })),
  );
}
