import type { ReactElement } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { useSignedInSession } from '../../platform/session/session-query';
import { lazyPage } from '../lazy-page';
import { homeFallback } from './home-fallback';
import type { PageEntry } from './page-registry';
import { resolvePage } from './resolve-page';

interface BuiltPage {
  area: PageEntry['area'];
  element: ReactElement;
}

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
    byPath.set(path, [...(byPath.get(path) ?? []), { area: entry.area, element }]);
  }
  return [...byPath].map(([path, pages]) => ({ path, element: <RegisteredRoute pages={pages} /> }));
}

/** Serves the page of the user's area when the user may open this path; else goes home. */
function RegisteredRoute({ pages }: { pages: BuiltPage[] }) {
  const { user } = useSignedInSession();
  const { pathname } = useLocation();
  const resolution = resolvePage(user, pathname, pages);
  if (resolution.kind === 'page') return resolution.page.element;
  if (resolution.kind === 'home') return homeFallback;
  return <Navigate to={resolution.to} replace />;
}
