import type { CreateStaffBody, UpdateStaffBody } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { forgetSessions } from '../../platform/auth/session-cache.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { revokeAllSessions, users } from '../auth/index.ts';
import { translateUserConflict, unusablePasswordHash } from './staff-service.ts';
import { staffProfiles } from './tables.ts';

const profileValues = (body: {
  designation_id: number | null;
  gender: string;
  joining_date: string | null;
  date_of_birth: string | null;
  qualification: string | null;
  address: string | null;
  employee_code: string | null;
}) => ({
  designationId: body.designation_id,
  gender: body.gender,
  joiningDate: body.joining_date,
  dateOfBirth: body.date_of_birth,
  qualification: body.qualification,
  address: body.address,
  employeeCode: body.employee_code,
});

/** Creates the user and their staff profile; answers the new user's id. */
export async function createStaff(tx: Tx, tenantId: number, body: CreateStaffBody) {
  const passwordHash =
    body.password_mode === 'password' ? await hashPassword(body.password!) : unusablePasswordHash();
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      username: body.username,
      email: body.email,
      mobile: body.mobile,
      passwordHash,
      fullName: body.full_name,
      roleId: body.role_id,
    })
    .returning({ id: users.id })
    .catch(translateUserConflict);
  await tx.insert(staffProfiles).values({ tenantId, userId: user!.id, ...profileValues(body) });
  return user!.id;
}

/** Writes the account and the staff profile (made when the user had none). */
export async function updateStaff(tx: Tx, tenantId: number, body: UpdateStaffBody) {
  // The role (and with it the pages) and the name travel with every cached session.
  forgetSessions(tx, { tenantId, userId: body.id });
  await tx
    .update(users)
    .set({
      username: body.username,
      email: body.email,
      mobile: body.mobile,
      fullName: body.full_name,
      roleId: body.role_id,
    })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, body.id)))
    .catch(translateUserConflict);
  const profile = profileValues(body);
  await tx
    .insert(staffProfiles)
    .values({ tenantId, userId: body.id, ...profile })
    .onConflictDoUpdate({ target: [staffProfiles.tenantId, staffProfiles.userId], set: profile });
}

export async function updateStaffActive(tx: Tx, tenantId: number, id: number, isActive: boolean) {
  await tx
    .update(users)
    .set({ isActive })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  // A deactivated user is signed out everywhere at once, not at their next sign-in.
  if (!isActive) await revokeAllSessions(tx, tenantId, id);
}
