/** The five user types of the spec. */
export const userTypes = [
  'SUPER_ADMIN',
  'SCHOOL_USER',
  'FRANCHISE_USER',
  'MASTER_FRANCHISE_USER',
  'SUB_FRANCHISE_USER',
] as const;
export type UserType = (typeof userTypes)[number];

/** School role ids; they equal the spec's message audience codes. 1 is the platform super admin. */
export const roleIds = {
  superAdmin: 1,
  schoolAdmin: 2,
  subAdmin: 3,
  parent: 4,
  accountant: 5,
  teacher: 6,
  librarian: 7,
  driver: 8,
  warden: 9,
  vicePresident: 16,
  maintenance: 17,
} as const;
export type RoleId = (typeof roleIds)[keyof typeof roleIds];
export const schoolRoleIds = [2, 3, 4, 5, 6, 7, 8, 9, 16, 17] as const;
export type SchoolRoleId = (typeof schoolRoleIds)[number];

export const roleNames: Record<SchoolRoleId, string> = {
  2: 'School Admin',
  3: 'Sub Admin',
  4: 'Parent',
  5: 'Accountant',
  6: 'Teacher',
  7: 'Librarian',
  8: 'Driver',
  9: 'Warden',
  16: 'Vice President',
  17: 'Maintenance',
};

/** Parent type codes: 1 father, 2 mother, 3 local guardian. */
export const parentTypes = { father: 1, mother: 2, localGuardian: 3 } as const;
export type ParentType = (typeof parentTypes)[keyof typeof parentTypes];

/** Where each kind of user lands after sign-in. */
export function homeUrlFor(userType: UserType, roleId: number | null): string {
  if (userType !== 'SCHOOL_USER') return '/dashboard';
  if (roleId === roleIds.schoolAdmin || roleId === roleIds.subAdmin) return '/dashboard';
  if (roleId === roleIds.parent) return '/parent_dashboard';
  return '/staff_dashboard';
}

export const themes = ['LIGHT', 'DARK', 'SYSTEM'] as const;
export type Theme = (typeof themes)[number];

export const defaultPrimaryColor = '#efa48d';
