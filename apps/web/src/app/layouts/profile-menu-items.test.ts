import { describe, expect, it } from 'vitest';
import { listProfileMenuItems } from './profile-menu-items';

const everything = () => true;
const labels = (items: ReturnType<typeof listProfileMenuItems>) => items.map((item) => item.label);

describe('profile menu', () => {
  it('gives school users Billing and View Profile, but never Billing to role 6', () => {
    const admin = { userType: 'SCHOOL_USER' as const, user_role_id: 2 };
    expect(labels(listProfileMenuItems(admin, everything))).toEqual(['Billing', 'View Profile']);
    const teacher = { userType: 'SCHOOL_USER' as const, user_role_id: 6 };
    expect(labels(listProfileMenuItems(teacher, everything))).toEqual(['View Profile']);
  });

  it('hides an item whose page is not built or not accessible', () => {
    const admin = { userType: 'SCHOOL_USER' as const, user_role_id: 2 };
    const built = (path: string) => path === '/view_user_profile';
    expect(labels(listProfileMenuItems(admin, built))).toEqual(['View Profile']);
    expect(listProfileMenuItems(admin, () => false)).toEqual([]);
  });

  it('gives everyone else Change Password', () => {
    const superAdmin = { userType: 'SUPER_ADMIN' as const, user_role_id: 1 };
    expect(listProfileMenuItems(superAdmin, everything)).toEqual([
      { key: 'change-password', label: 'Change Password', to: '/changepassword' },
    ]);
  });
});
