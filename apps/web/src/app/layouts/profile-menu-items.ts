import { roleIds, type SessionUser } from '@shala/contracts';

export interface ProfileMenuItem {
  key: 'billing' | 'profile' | 'change-password';
  label: string;
  to: string;
}

/**
 * Spec §2.6: school users get Billing (never role 6) and View Profile; others get
 * Change Password. An item shows only when its page opens for the user (no dead links).
 * Log Out is always there and is not listed here.
 */
export function listProfileMenuItems(
  user: Pick<SessionUser, 'userType' | 'user_role_id'>,
  canOpen: (path: string) => boolean,
): ProfileMenuItem[] {
  const items: ProfileMenuItem[] =
    user.userType === 'SCHOOL_USER'
      ? [
          ...(user.user_role_id === roleIds.teacher
            ? []
            : [{ key: 'billing', label: 'Billing', to: '/billing_detail' } as const]),
          { key: 'profile', label: 'View Profile', to: '/view_user_profile' },
        ]
      : [{ key: 'change-password', label: 'Change Password', to: '/changepassword' }];
  return items.filter((item) => canOpen(item.to));
}
