import { z } from 'zod';
import {
  genderCell,
  mobileCell,
  optionalDateCell,
  parseRow,
  type TakenContacts,
} from '../core/import-cells.ts';
import type { ImportIssue } from '../core/import-file.ts';
import type { FileRow } from '../core/import-header.ts';
import { optionalEmailSchema, optionalTextSchema, todayIso } from '../core/person-fields.ts';
import { requiredText } from '../core/validation.ts';
import { findRepeats } from '../students/rules.ts';
import { staffMessages, usernameSchema } from './schemas.ts';

export const staffImportRowSchema = z.object({
  full_name: requiredText(staffMessages.enterFullName, 120),
  username: usernameSchema,
  email: optionalEmailSchema,
  mobile: mobileCell,
  role: requiredText(staffMessages.chooseRole, 60),
  designation: optionalTextSchema(80),
  gender: genderCell,
  joining_date: optionalDateCell(staffMessages.badJoiningDate),
  date_of_birth: optionalDateCell(staffMessages.badBirthDate).refine(
    (value) => typeof value !== 'string' || value <= todayIso(),
    { error: staffMessages.futureBirthDate },
  ),
  qualification: optionalTextSchema(120),
  address: optionalTextSchema(500),
  employee_code: optionalTextSchema(40),
});
export type StaffImportRow = z.infer<typeof staffImportRowSchema>;

export interface StaffImportContext {
  /** Role names (the school's labels and the defaults, lower case) and ids as text → role id. */
  roles: ReadonlyMap<string, number>;
  designations: ReadonlyMap<string, number>;
  /** Designations mapped to each role; a role with none accepts any designation. */
  roleDesignations: ReadonlyMap<number, ReadonlySet<number>>;
  taken: TakenContacts;
  /** Only a school admin may import school admins. */
  mayGiveAdminRole: boolean;
}

export interface CheckedStaffRow extends StaffImportRow {
  row: number;
  role_id: number;
  designation_id: number | null;
}

/**
 * Validates staff rows: cells, roles and designations, repeats in the file and in the school.
 * Every fault of every row is reported (at most one per column).
 */
export function checkStaffRows(
  rows: readonly FileRow[],
  context: StaffImportContext,
): { valid: CheckedStaffRow[]; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const read: Array<{
    row: number;
    value: Partial<StaffImportRow>;
    roleId?: number;
    designationId: number | null;
  }> = [];
  const faulty = new Map<number, Set<string>>();
  const report = (issue: ImportIssue) => {
    const fields = faulty.get(issue.row) ?? new Set<string>();
    if (fields.has(issue.field)) return;
    fields.add(issue.field);
    faulty.set(issue.row, fields);
    errors.push(issue);
  };
  for (const { row, cells } of rows) {
    const { value, issues } = parseRow(staffImportRowSchema, cells, row);
    for (const issue of issues) report(issue);
    const roleId =
      value.role === undefined ? undefined : context.roles.get(value.role.trim().toLowerCase());
    if (value.role !== undefined) {
      if (roleId === undefined || roleId === 4)
        report({
          row,
          field: 'role',
          message: roleId === 4 ? staffMessages.parentRole : staffMessages.chooseRole,
        });
      else if (roleId === 2 && !context.mayGiveAdminRole)
        report({ row, field: 'role', message: staffMessages.adminRoleOnlyByAdmin });
    }
    let designationId: number | null = null;
    if (value.designation) {
      designationId = context.designations.get(value.designation.toLowerCase()) ?? null;
      const allowed = roleId === undefined ? undefined : context.roleDesignations.get(roleId);
      if (designationId === null)
        report({ row, field: 'designation', message: staffMessages.chooseDesignation });
      else if (allowed && allowed.size > 0 && !allowed.has(designationId))
        report({ row, field: 'designation', message: staffMessages.designationNotOfRole });
    }
    if (value.username !== undefined && context.taken.usernames.has(value.username.toLowerCase()))
      report({ row, field: 'username', message: staffMessages.usernameTaken });
    if (value.email && context.taken.emails.has(value.email))
      report({ row, field: 'email', message: staffMessages.emailTaken });
    if (value.mobile !== undefined && context.taken.mobiles.has(value.mobile))
      report({ row, field: 'mobile', message: staffMessages.mobileTaken });
    read.push({ row, value, roleId, designationId });
  }
  const flag = (
    field: keyof StaffImportRow,
    key: (r: Partial<StaffImportRow>) => string | null | undefined,
  ) => {
    const keyed = read.filter((r) => key(r.value));
    for (const index of findRepeats(keyed, (r) => key(r.value) ?? null)) {
      const first = keyed.find((r) => key(r.value) === key(keyed[index]!.value))!;
      report({ row: keyed[index]!.row, field, message: `Repeats row ${first.row} of the file` });
    }
  };
  flag('username', (r) => r.username?.toLowerCase());
  flag('email', (r) => r.email);
  flag('mobile', (r) => r.mobile);
  errors.sort((a, b) => a.row - b.row);
  const valid = read
    .filter((r) => !faulty.has(r.row))
    .map((r) => ({
      ...(r.value as StaffImportRow),
      row: r.row,
      role_id: r.roleId!,
      designation_id: r.designationId,
    }));
  return { valid, errors };
}
