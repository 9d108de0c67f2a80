import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../ui/page-loading';
import { lazyPage } from '../lazy-page';
import type { PageEntry } from './page-registry';
import type { BuiltPage } from './registered-route';

// The access check needs the module catalogue: it loads with the first signed-in page.
const RegisteredRoute = lazy(() =>
  import('./registered-route').then((module) => ({ default: module.RegisteredRoute })),
);

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
      { area: entry.area, gate: entry.gate, element },
    ]);
  }
  return [...byPath].map(([path, pages]) => ({
    path,
    element: (
      <Suspense fallback={<PageLoading />}>
        <RegisteredRoute pages={pages} />
      </Suspense>
    ),
  }));
}
