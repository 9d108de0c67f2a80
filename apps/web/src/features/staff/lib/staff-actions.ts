import type { StaffRow } from '@shala/contracts';

const schoolAdmin = 2;

export interface StaffActor {
  id: number;
  roleId: number | null;
  /** The user may open /create_user, so may edit, (de)activate and invite. */
  canManage: boolean;
}

export interface StaffRowActions {
  edit: boolean;
  toggleActive: boolean;
  invite: boolean;
}

/**
 * What a row offers, as the server allows it: school admins are changed only by a school
 * admin; nobody deactivates themselves; invitations go to pending, active users with e-mail.
 */
export function staffRowActions(row: StaffRow, actor: StaffActor): StaffRowActions {
  const edit = actor.canManage && (row.role_id !== schoolAdmin || actor.roleId === schoolAdmin);
  return {
    edit,
    toggleActive: edit && row.id !== actor.id,
    invite: edit && row.is_active && row.invitation_pending && Boolean(row.email),
  };
}
