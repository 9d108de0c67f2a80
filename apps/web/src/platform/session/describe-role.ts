import { parentTypes, roleIds, roleNames, type SessionUser } from '@shala/contracts';

const parentTypeNames: Record<number, string> = {
  [parentTypes.father]: 'Father',
  [parentTypes.mother]: 'Mother',
  [parentTypes.localGuardian]: 'Local Guardian',
};

/** The user's role in words, e.g. "Teacher", "Parent (Mother)", "Super Admin". */
export function describeRole(
  user: Pick<SessionUser, 'userType' | 'user_role_id' | 'parent_type'>,
): string {
  if (user.userType === 'SUPER_ADMIN') return 'Super Admin';
  if (user.userType !== 'SCHOOL_USER') return 'Franchise User';
  const role = user.user_role_id;
  const name = role !== null ? (roleNames as Record<number, string>)[role] : undefined;
  if (!name) return 'School User';
  const parentType = user.parent_type !== null ? parentTypeNames[user.parent_type] : undefined;
  return role === roleIds.parent && parentType ? `${name} (${parentType})` : name;
}
