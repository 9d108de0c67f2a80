import { describe, expect, it } from 'vitest';
import { describeRole } from './describe-role';

describe('describeRole', () => {
  it('names the role of each kind of user', () => {
    expect(describeRole({ userType: 'SUPER_ADMIN', user_role_id: null, parent_type: null })).toBe(
      'Super Admin',
    );
    expect(describeRole({ userType: 'SCHOOL_USER', user_role_id: 6, parent_type: null })).toBe(
      'Teacher',
    );
    expect(describeRole({ userType: 'SCHOOL_USER', user_role_id: 4, parent_type: 2 })).toBe(
      'Parent (Mother)',
    );
    expect(describeRole({ userType: 'SCHOOL_USER', user_role_id: 99, parent_type: null })).toBe(
      'School User',
    );
  });
});
