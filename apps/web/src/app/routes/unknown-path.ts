import { homeOf, normalizePath } from '../../platform/navigation/paths';
import type { RouteUser } from './resolve-page';

/**
 * Where an unknown path leads a signed-in user (spec §2.4: `/`, which forwards home; §2.5:
 * /dashboard). Visitors go to `/` before the signed-in pages load (SignedInRoute).
 */
export function unknownPathTarget(user: RouteUser, pathname: string): string | null {
  const home = homeOf(user);
  // The home itself may have no route yet (nothing built there): never bounce on it.
  if (normalizePath(pathname) === normalizePath(home)) return null;
  return user.userType === 'SUPER_ADMIN' ? '/dashboard' : '/';
}
