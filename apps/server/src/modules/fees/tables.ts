import type { FeePlan, LateFeeRule, Reduction } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** A fee title (fee type): Tuition, Admission, Computer, … */
export const feeTitles = pgTable(
  'fee_titles',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('fee_type_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('fee_titles_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * A fee structure of a session for one or more classes: the rules' inputs only. Every figure
 * (plan totals, instalments, dues) is computed from these by the contracts' fee rules.
 */
export const feeStructures = pgTable(
  'fee_structures',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    /** Selected months of the monthly plan (1–12). */
    months: integer('months').array().notNull(),
    isDiscount: boolean('is_discount').notNull().default(false),
    /** Rules' form: percent, or paise for amounts. */
    discounts: jsonb('discounts').$type<Reduction[]>().notNull().default([]),
    voucherApplicable: boolean('voucher_applicable').notNull().default(false),
    vouchers: jsonb('vouchers').$type<Reduction[]>().notNull().default([]),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('fee_structures_session_idx').on(t.tenantId, t.sessionId),
  ],
);

/** A fee type's yearly amount in a structure; a title in use cannot be deleted. */
export const feeStructureComponents = pgTable(
  'fee_structure_components',
  {
    tenantId: tenantId(),
    structureId: bigint('structure_id', { mode: 'number' }).notNull(),
    feeTitleId: bigint('fee_title_id', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.structureId, t.feeTitleId] }),
    foreignKey({
      columns: [t.tenantId, t.structureId],
      foreignColumns: [feeStructures.tenantId, feeStructures.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.feeTitleId],
      foreignColumns: [feeTitles.tenantId, feeTitles.id],
    }).onDelete('restrict'),
    index('fee_structure_components_title_idx').on(t.tenantId, t.feeTitleId),
  ],
);

/** One plan row of a class: enrollment amount, last submission day, late fee. */
export interface StoredPlanSettings {
  enrollmentPaise: number;
  lastSubmissionDay: number | null;
  lateFee: LateFeeRule | null;
}

/** A class a structure is for, with its plan rows; one structure per class and session. */
export const feeStructureClasses = pgTable(
  'fee_structure_classes',
  {
    tenantId: tenantId(),
    structureId: bigint('structure_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    plans: jsonb('plans').$type<Record<FeePlan, StoredPlanSettings>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.structureId, t.classId] }),
    foreignKey({
      columns: [t.tenantId, t.structureId],
      foreignColumns: [feeStructures.tenantId, feeStructures.id],
    }).onDelete('cascade'),
    uniqueIndex('fee_structure_classes_class_key').on(t.tenantId, t.sessionId, t.classId),
  ],
);

/** A concession category a school defines once (sibling, staff ward, scholarship, RTE). */
export const concessionCategories = pgTable(
  'concession_categories',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('name').notNull(),
    type: text('type', { enum: ['percentage', 'amount'] }).notNull(),
    /** Percent for percentage; yearly paise for amount. */
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** Null: the total. */
    feeTitleId: bigint('fee_title_id', { mode: 'number' }),
    isStateReceivable: boolean('is_state_receivable').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('concession_categories_name_key').on(t.tenantId, sql`lower(${t.name})`),
    foreignKey({
      columns: [t.tenantId, t.feeTitleId],
      foreignColumns: [feeTitles.tenantId, feeTitles.id],
    }).onDelete('restrict'),
  ],
);

/** A concession given to a student for a session, with who approved it and when. */
export const studentConcessions = pgTable(
  'student_concessions',
  {
    tenantId: tenantId(),
    id: rowId(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    approvedBy: text('approved_by').notNull(),
    approvedOn: date('approved_on', { mode: 'string' }).notNull(),
    remarks: text('remarks').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [concessionCategories.tenantId, concessionCategories.id],
    }).onDelete('restrict'),
    uniqueIndex('student_concessions_key').on(t.tenantId, t.sessionId, t.studentId, t.categoryId),
    index('student_concessions_category_idx').on(t.tenantId, t.categoryId),
  ],
);
