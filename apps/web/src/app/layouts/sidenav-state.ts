/** Spec §4, §9: the side menu starts closed on screens this narrow, unless the cookie says. */
export const sidenavClosedMaxWidth = 768;

export type SidenavCookie = 'open' | 'closed';

/** Whether the side menu starts open: the remembered choice, else by screen width. */
export function initialSidenavOpen(cookie: string | null, screenWidth: number): boolean {
  if (cookie === 'open') return true;
  if (cookie === 'closed') return false;
  return screenWidth > sidenavClosedMaxWidth;
}

export function toSidenavCookie(open: boolean): SidenavCookie {
  return open ? 'open' : 'closed';
}
