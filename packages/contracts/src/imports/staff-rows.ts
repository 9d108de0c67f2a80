import { z } from 'zod';
import { requiredText } from '../core/validation.ts';
import { optionalEmailSchema, optionalTextSchema, todayIso } from '../people/fields.ts';
import { staffMessages, usernameSchema } from '../staff/schemas.ts';
import { findRepeats } from '../students/rules.ts';
import {
  type FileRow,
  genderCell,
  mobileCell,
  optionalDateCell,
  parseRow,
  type TakenContacts,
} from './cells.ts';
import type { ImportIssue } from './schemas.ts';

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

/** Validates staff rows: cells, roles and designations, repeats in the file and in the school. */
export function checkStaffRows(
  rows: readonly FileRow[],
  context: StaffImportContext,
): { valid: CheckedStaffRow[]; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const parsed: CheckedStaffRow[] = [];
  for (const { row, cells } of rows) {
    const result = parseRow(staffImportRowSchema, cells, row);
    if ('issues' in result) {
      errors.push(...result.issues);
      continue;
    }
    const value = result.value;
    const rowErrors: ImportIssue[] = [];
    const roleId = context.roles.get(value.role.trim().toLowerCase());
    if (roleId === undefined || roleId === 4)
      rowErrors.push({
        row,
        field: 'role',
        message: roleId === 4 ? staffMessages.parentRole : staffMessages.chooseRole,
      });
    else if (roleId === 2 && !context.mayGiveAdminRole)
      rowErrors.push({ row, field: 'role', message: staffMessages.adminRoleOnlyByAdmin });
    let designationId: number | null = null;
    if (value.designation) {
      designationId = context.designations.get(value.designation.toLowerCase()) ?? null;
      const allowed = roleId === undefined ? undefined : context.roleDesignations.get(roleId);
      if (designationId === null)
        rowErrors.push({ row, field: 'designation', message: staffMessages.chooseDesignation });
      else if (allowed && allowed.size > 0 && !allowed.has(designationId))
        rowErrors.push({ row, field: 'designation', message: staffMessages.designationNotOfRole });
    }
    if (context.taken.usernames.has(value.username.toLowerCase()))
      rowErrors.push({ row, field: 'username', message: staffMessages.usernameTaken });
    if (value.email && context.taken.emails.has(value.email))
      rowErrors.push({ row, field: 'email', message: staffMessages.emailTaken });
    if (context.taken.mobiles.has(value.mobile))
      rowErrors.push({ row, field: 'mobile', message: staffMessages.mobileTaken });
    if (rowErrors.length) errors.push(...rowErrors);
    else parsed.push({ ...value, row, role_id: roleId!, designation_id: designationId });
  }
  const repeated = new Set<number>();
  const flag = (field: keyof StaffImportRow, key: (r: CheckedStaffRow) => string | null) => {
    for (const index of findRepeats(parsed, key)) {
      const first = parsed.find((r) => key(r) === key(parsed[index]!))!;
      errors.push({
        row: parsed[index]!.row,
        field,
        message: `Repeats row ${first.row} of the file`,
      });
      repeated.add(index);
    }
  };
  flag('username', (r) => r.username.toLowerCase());
  flag('email', (r) => r.email);
  flag('mobile', (r) => r.mobile);
  errors.sort((a, b) => a.row - b.row);
  return { valid: parsed.filter((_, index) => !repeated.has(index)), errors };
}
