import type { ImportEdge } from './import-graph.ts';

/** A boundary of docs/adding-a-module.md and the import that crosses it. */
export interface Violation extends ImportEdge {
  rule: string;
}

interface Rule {
  name: string;
  breaks(edge: ImportEdge): boolean;
}

const serverModule = /^apps\/server\/src\/modules\/([^/]+)\//;
const webFeature = /^apps\/web\/src\/features\/([^/]+)\//;
const ownerOf = (pattern: RegExp, file: string) => pattern.exec(file)?.[1];
const isServer = (to: string) => to.startsWith('apps/server/') || to.startsWith('@shala/server');
const isApp = (to: string) => to.startsWith('apps/') || /^@shala\/(server|web)\b/.test(to);

export const rules: readonly Rule[] = [
  {
    name: 'a server module imports another module only through its index.ts',
    breaks: ({ from, to }) => {
      const owner = ownerOf(serverModule, from);
      const target = ownerOf(serverModule, to);
      return Boolean(
        owner && target && owner !== target && !/\/modules\/[^/]+\/index\.ts$/.test(to),
      );
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
      const owner = ownerOf(webFeature, from);
      const target = ownerOf(webFeature, to);
      return Boolean(owner && target && owner !== target);
    },
  },
];

/** The imports that cross a boundary, each with the rule it breaks. */
export function findViolations(edges: readonly ImportEdge[]): Violation[] {
  return edges.flatMap((edge) =>
    rules.filter((rule) => rule.breaks(edge)).map((rule) => ({ ...edge, rule: rule.name })),
  );
}
