import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  type Designation,
  designationsForRole,
  type RoleLabel,
} from './role-options';

const role = (role_id: number, assignable = true): RoleLabel => ({
  role_id,
  role_name: `Role ${role_id}`,
  default_name: `Role ${role_id}`,
  description: null,
  assignable,
});
const roles = [role(2), role(3), role(4, false), role(6)];

describe('assignableRoles', () => {
  it('offers School Admin only to a school admin, and never Parent', () => {
    expect(assignableRoles(roles, 2).map((r) => r.role_id)).toEqual([2, 3, 6]);
    expect(assignableRoles(roles, 3).map((r) => r.role_id)).toEqual([3, 6]);
  });

  it("keeps an edited user's own role on offer", () => {
    expect(assignableRoles(roles, 3, 2).map((r) => r.role_id)).toEqual([2, 3, 6]);
  });
});

describe('designationsForRole', () => {
  const designation = (id: number, role_ids: number[]): Designation => ({
    id,
    designation_name: `D${id}`,
    role_ids,
    staff_count: 0,
  });
  const all = [designation(1, [6]), designation(2, [6, 5]), designation(3, [])];

  it("offers a role's mapped designations", () => {
    expect(designationsForRole(all, 6).map((d) => d.id)).toEqual([1, 2]);
    expect(designationsForRole(all, 5).map((d) => d.id)).toEqual([2]);
  });

  it('offers every designation to a role with none mapped, and none without a role', () => {
    expect(designationsForRole(all, 7).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(designationsForRole(all, null)).toEqual([]);
  });
});
