import { isPathAllowed, type SessionUser } from '@shala/contracts';
import { homeOf, normalizePath } from '../../platform/navigation/paths';
import { areaOf } from '../../platform/navigation/user-area';
import type { PageEntry, PageGate } from './page-registry';

export type PageResolution<Page> =
  | { kind: 'page'; page: Page }
  /** The user's home has no built page in their area yet: show the plain welcome. */
  | { kind: 'home' }
  | { kind: 'redirect'; to: string };

export type RouteUser = Pick<SessionUser, 'userType' | 'redirectUrl' | 'accessibleModules'>;

/**
 * Spec §2.3-2.5 for one route: of the pages built at this path, the one of the user's area,
 * if the user may open the path; else the user's home. Super admins hold every platform page.
 */
export function resolvePage<Page extends Pick<PageEntry, 'area' | 'gate'>>(
  user: RouteUser,
  pathname: string,
  candidates: readonly Page[],
): PageResolution<Page> {
  const area = areaOf(user.userType);
  if (!area) return { kind: 'redirect', to: '/' };
  const page = candidates.find((candidate) => candidate.area === area);
  if (page && mayOpen(user, pathname, page.gate)) {
    return { kind: 'page', page };
  }
  const home = homeOf(user);
  if (normalizePath(pathname) === normalizePath(home)) return { kind: 'home' };
  return { kind: 'redirect', to: home };
}

/** The spec's path rule, or for a page outside the catalogue its gate. */
function mayOpen(user: RouteUser, pathname: string, gate: PageGate | undefined): boolean {
  if (gate?.openTo === 'signed-in') return true;
  const path = gate?.openTo === 'same-as' ? gate.sameAs : pathname;
  return isPathAllowed(path, user.redirectUrl, user.accessibleModules);
}
