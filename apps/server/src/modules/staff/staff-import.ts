import {
  type CheckedStaffRow,
  checkStaffRows,
  type FileRow,
  normalizeMobile,
  roleNames,
  type StaffImportContext,
} from '@shala/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { chunks, oneOf, planForBulkWrites } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { users } from '../auth/index.ts';
import { loadRoleLabels, unusablePasswordHash } from './staff-service.ts';
import { designations, roleDesignations, staffProfiles } from './tables.ts';

/** What the staff rows are checked against: roles, designations and contacts already taken. */
async function loadStaffContext(
  tx: Tx,
  tenantId: number,
  rows: readonly FileRow[],
  mayGiveAdminRole: boolean,
): Promise<StaffImportContext> {
  const lower = (key: string) => [
    ...new Set(rows.map((r) => (r.cells[key] ?? '').trim().toLowerCase()).filter(Boolean)),
  ];
  const mobiles = [...new Set(rows.map((r) => normalizeMobile(r.cells.mobile ?? '')))];
  const labels = await loadRoleLabels(tx, tenantId);
  const designationRows = await tx
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(eq(designations.tenantId, tenantId));
  const mappingRows = await tx
    .select({ roleId: roleDesignations.roleId, designationId: roleDesignations.designationId })
    .from(roleDesignations)
    .where(eq(roleDesignations.tenantId, tenantId));
  const takenRows = await tx
    .select({ username: users.username, email: users.email, mobile: users.mobile })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        sql`(${oneOf(sql`lower(${users.username})`, lower('username'))} or ${oneOf(sql`lower(${users.email})`, lower('email'))} or ${oneOf(users.mobile, mobiles)})`,
      ),
    );
  const roles = new Map<string, number>();
  for (const label of labels) {
    roles.set(label.role_name.toLowerCase(), label.role_id);
    roles.set(roleNames[label.role_id].toLowerCase(), label.role_id);
    roles.set(String(label.role_id), label.role_id);
  }
  const roleDesignationMap = new Map<number, Set<number>>();
  for (const row of mappingRows) {
    const set = roleDesignationMap.get(row.roleId) ?? new Set<number>();
    set.add(row.designationId);
    roleDesignationMap.set(row.roleId, set);
  }
  return {
    roles,
    designations: new Map(designationRows.map((row) => [row.name.toLowerCase(), row.id])),
    roleDesignations: roleDesignationMap,
    taken: {
      usernames: new Set(takenRows.map((row) => row.username.toLowerCase())),
      emails: new Set(takenRows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []))),
      mobiles: new Set(takenRows.flatMap((row) => (row.mobile ? [row.mobile] : []))),
    },
    mayGiveAdminRole,
  };
}

export async function checkStaffFile(
  tx: Tx,
  tenantId: number,
  rows: readonly FileRow[],
  mayGiveAdminRole: boolean,
) {
  return checkStaffRows(rows, await loadStaffContext(tx, tenantId, rows, mayGiveAdminRole));
}

/** Inserts checked staff rows: accounts without a usable password, then their profiles. */
export async function insertStaffRows(tx: Tx, tenantId: number, rows: readonly CheckedStaffRow[]) {
  if (rows.length > 200) await planForBulkWrites(tx);
  const idByUsername = new Map<string, number>();
  for (const part of chunks(rows)) {
    const inserted = await tx
      .insert(users)
      .values(
        part.map((row) => ({
          tenantId,
          username: row.username,
          email: row.email,
          mobile: row.mobile,
          passwordHash: unusablePasswordHash(),
          fullName: row.full_name,
          roleId: row.role_id,
        })),
      )
      .returning({ id: users.id, username: users.username });
    for (const user of inserted) idByUsername.set(user.username, user.id);
  }
  for (const part of chunks(rows))
    await tx.insert(staffProfiles).values(
      part.map((row) => ({
        tenantId,
        userId: idByUsername.get(row.username)!,
        designationId: row.designation_id,
        gender: row.gender,
        joiningDate: row.joining_date,
        dateOfBirth: row.date_of_birth,
        qualification: row.qualification,
        address: row.address,
        employeeCode: row.employee_code,
      })),
    );
  return rows.length;
}
