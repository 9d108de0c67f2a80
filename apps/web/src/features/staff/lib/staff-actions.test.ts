import type { StaffRow } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { staffRowActions } from './staff-actions';

const row = (patch: Partial<StaffRow> = {}): StaffRow => ({
  id: 10,
  full_name: 'Asha Menon',
  username: 'asha',
  email: 'asha@example.com',
  mobile: '9812345678',
  role_id: 6,
  role_name: 'Teacher',
  designation_id: null,
  designation_name: null,
  gender: 'Female',
  joining_date: null,
  date_of_birth: null,
  qualification: null,
  address: null,
  employee_code: null,
  is_active: true,
  invitation_pending: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...patch,
});

const admin = { id: 1, roleId: 2, canManage: true };
const subAdmin = { id: 2, roleId: 3, canManage: true };

describe('staffRowActions', () => {
  it('lets a manager edit and (de)activate others', () => {
    expect(staffRowActions(row(), subAdmin)).toEqual({
      edit: true,
      toggleActive: true,
      invite: false,
    });
  });

  it('leaves school admins to school admins, and nobody deactivates themselves', () => {
    expect(staffRowActions(row({ role_id: 2 }), subAdmin).edit).toBe(false);
    expect(staffRowActions(row({ role_id: 2 }), admin).edit).toBe(true);
    expect(staffRowActions(row({ id: 1, role_id: 2 }), admin)).toMatchObject({
      edit: true,
      toggleActive: false,
    });
  });

  it('offers an invitation only to pending, active users with an e-mail', () => {
    expect(staffRowActions(row({ invitation_pending: true }), admin).invite).toBe(true);
    expect(staffRowActions(row({ invitation_pending: true, email: null }), admin).invite).toBe(
      false,
    );
    expect(staffRowActions(row({ invitation_pending: true, is_active: false }), admin).invite).toBe(
      false,
    );
  });

  it('offers nothing to a user who may only view the list', () => {
    expect(staffRowActions(row(), { ...admin, canManage: false })).toEqual({
      edit: false,
      toggleActive: false,
      invite: false,
    });
  });
});
