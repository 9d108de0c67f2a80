import type { ModuleEntry, SessionUser } from '@shala/contracts';

export type MenuArea = ModuleEntry['area'];

/** The catalogue area a user works in; franchise user types have none (spec §2.3). */
export function areaOf(userType: SessionUser['userType']): MenuArea | null {
  if (userType === 'SUPER_ADMIN') return 'platform';
  if (userType === 'SCHOOL_USER') return 'school';
  return null;
}
