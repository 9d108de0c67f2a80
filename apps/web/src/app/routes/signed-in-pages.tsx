import { type RouteObject, useRoutes } from 'react-router';
import { FallbackRoute } from './fallback-route';
import { pageRegistry } from './page-registry';
import { createRegistryRoutes } from './registry-routes';

/** The registry's pages by path, then the fallback for every other path. */
export const signedInRoutes: RouteObject[] = [
  ...createRegistryRoutes(pageRegistry),
  { path: '*', element: <FallbackRoute /> },
];

/**
 * Every path that is not public, for a signed-in user: the registry's page there, else the
 * fallback. The router loads this with the signed-in app, so the registry, its routes and
 * the access check stay out of the sign-in page however many pages are built.
 */
export function SignedInPages() {
  return useRoutes(signedInRoutes);
}
