import { pageIdsOfKeys, type RouteAccess } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/current-user.ts';
import type { Tenant } from '../tenancy.ts';
import { checkAccess } from './access.ts';

const school = { id: 7, kind: 'SCHOOL', status: 'ACTIVE' } as Tenant;
const userOf = (roleId: number): AuthUser => ({
  tenantId: 7,
  id: 1,
  userType: 'SCHOOL_USER',
  roleId,
  parentType: roleId === 4 ? 1 : null,
  fullName: 'Someone',
  theme: 'LIGHT',
  photoUrl: null,
  sessionId: 1,
});
const [parent, warden] = [userOf(4), userOf(8)];
const visitorPage = pageIdsOfKeys(['hostel_residents:visitor_list']);
const visitors = {
  kind: 'module',
  module: 'hostel_residents:visitor_list',
  staffOnly: 'Parents cannot see or record hostel visitors',
} as const satisfies RouteAccess;
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
  return null;
};

describe('checkAccess', () => {
  it('refuses a parent a staff-only route with its message, even when the role holds the page', () => {
    expect(refusal(() => checkAccess(visitors, school, parent, visitorPage))).toMatchObject({
      message: 'Parents cannot see or record hostel visitors',
    });
  });

  it('admits staff whose role holds the page, and refuses those whose role does not', () => {
    expect(refusal(() => checkAccess(visitors, school, warden, visitorPage))).toBeNull();
    expect(refusal(() => checkAccess(visitors, school, warden, []))).not.toBeNull();
  });

  it('admits a parent to a route written for parents without the page', () => {
    const reports = { kind: 'module', module: 'transfer_certificates', parents: true } as const;
    expect(refusal(() => checkAccess(reports, school, parent, []))).toBeNull();
  });
});
