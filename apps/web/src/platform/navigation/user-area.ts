import type { ModuleEntry, SessionUser } from '@shala/contracts';

export type MenuArea = ModuleEntry['area'];

/** The catalogue area a user works in; franchise user types have none (spec §2.3). */
export function areaOf(userType: SessionUser['userType']): MenuArea | null {
  if (userType === 'SUPER_ADMIN') return 'platform';
  if (userType === 'SCHOOL_USER') return 'school';
  return null;
}

/** Where the logo and unknown paths lead: the platform's dashboard, else the redirect URL. */
export function homeOf(user: Pick<SessionUser, 'userType' | 'redirectUrl'>): string {
  return user.userType === 'SUPER_ADMIN' ? '/dashboard' : user.redirectUrl;
}

/** A path without query, hash or trailing slash, for comparing pages. */
export function normalizePath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
}
