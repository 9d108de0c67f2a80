import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../auth/table-refs.ts';

/** Job titles of the school (Senior Teacher, Head Clerk, …). */
export const designations = pgTable(
  'designations',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('designation_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('designations_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** Which designations belong to which role (a teacher may be "PGT" or "TGT"). */
export const roleDesignations = pgTable(
  'role_designations',
  {
    tenantId: tenantId(),
    roleId: smallint('role_id').notNull(),
    designationId: bigint('designation_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.designationId] }),
    foreignKey({
      columns: [t.tenantId, t.designationId],
      foreignColumns: [designations.tenantId, designations.id],
    }).onDelete('cascade'),
  ],
);

/** A school's own name and description for each fixed role (the ids stay the spec's). */
export const roleLabels = pgTable(
  'role_labels',
  {
    tenantId: tenantId(),
    roleId: smallint('role_id').notNull(),
    name: text('role_name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId] })],
);

/** Staff details of a staff user (one row per user). */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    designationId: bigint('designation_id', { mode: 'number' }),
    gender: text('gender'),
    joiningDate: date('joining_date'),
    dateOfBirth: date('date_of_birth'),
    qualification: text('qualification'),
    address: text('address'),
    employeeCode: text('employee_code'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.designationId],
      foreignColumns: [designations.tenantId, designations.id],
    }),
    index('staff_profiles_designation_idx').on(t.tenantId, t.designationId),
  ],
);
