import type { SessionUser } from '@shala/contracts';

/** Where the logo and unknown paths lead: the platform's dashboard, else the redirect URL. */
export function homeOf(user: Pick<SessionUser, 'userType' | 'redirectUrl'>): string {
  return user.userType === 'SUPER_ADMIN' ? '/dashboard' : user.redirectUrl;
}

/** A path without query, hash or trailing slash, for comparing pages. */
export function normalizePath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
}
