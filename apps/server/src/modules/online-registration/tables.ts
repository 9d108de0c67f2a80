import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** Whether the public registration form is open for a session. */
export const onlineRegistrationSettings = pgTable(
  'online_registration_settings',
  {
    tenantId: tenantId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    isOpen: boolean('is_open').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sessionId] })],
);

/**
 * A registrant from the public form; status 0 unverified, 1 verified (approved and admitted).
 * `reference` is the number the family is given on the form's success (REG-XXXX-XXXX): random,
 * so it says nothing of how many registered and cannot be guessed from another.
 */
export const onlineRegistrations = pgTable(
  'online_registrations',
  {
    tenantId: tenantId(),
    id: rowId(),
    reference: text('reference').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    studentName: text('student_name').notNull(),
    gender: text('gender', { enum: ['Male', 'Female', 'Other'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    fatherName: text('father_name').notNull(),
    fatherMobile: text('father_mobile'),
    fatherEmail: text('father_email'),
    motherName: text('mother_name'),
    motherMobile: text('mother_mobile'),
    motherEmail: text('mother_email'),
    address: text('address'),
    status: smallint('status').notNull().default(0),
    studentId: bigint('student_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('online_registrations_list_idx').on(t.tenantId, t.sessionId, t.status, t.classId),
    uniqueIndex('online_registrations_reference_key').on(t.tenantId, t.reference),
  ],
);
