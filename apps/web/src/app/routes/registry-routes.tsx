import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';
import type { PageEntry } from './page-registry';
import { type BuiltPage, RegisteredRoute } from './registered-route';

/** The route path of an entry: its url without the leading slash, then its parameters. */
export function routePathOf(entry: Pick<PageEntry, 'url' | 'paramSuffix'>): string {
  const path = entry.url.replace(/^\//, '');
  return entry.paramSuffix ? `${path}/${entry.paramSuffix}` : path;
}

/** One route per path; pages of both areas at one path (e.g. /dashboard) share it. */
export function createRegistryRoutes(registry: readonly PageEntry[]): RouteObject[] {
  const byPath = new Map<string, BuiltPage[]>();
  for (const entry of registry) {
    const path = routePathOf(entry);
    const element = lazyPage(
      entry.load as () => Promise<Record<string, unknown>>,
      entry.exportName,
    );
    byPath.set(path, [
      ...(byPath.get(path) ?? []),
      { url: entry.url, area: entry.area, gate: entry.gate, element },
    ]);
  }
  return [...byPath].map(([path, pages]) => ({
    path,
    element: <RegisteredRoute pages={pages} />,
  }));
}
