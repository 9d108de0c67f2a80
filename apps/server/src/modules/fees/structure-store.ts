import type { FeePlan, StructureRules } from '@shala/contracts';
import { defaultLastSubmissionDay, feePlans } from '@shala/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../platform/db/connect.ts';
import {
  feeStructureClasses,
  feeStructureComponents,
  feeStructures,
  feeTitles,
  type StoredPlanSettings,
} from './tables.ts';

export type Db = AppDb | Tx;

/** A stored structure with its fee types and classes: the fee rules' inputs. */
export interface StoredStructure {
  id: number;
  sessionId: number;
  months: number[];
  isDiscount: boolean;
  discounts: (typeof feeStructures.$inferSelect)['discounts'];
  voucherApplicable: boolean;
  vouchers: (typeof feeStructures.$inferSelect)['vouchers'];
  components: { feeTitleId: number; name: string; amountPaise: number }[];
  classes: { classId: number; plans: Record<FeePlan, StoredPlanSettings> }[];
}

/** Structures of a session (those of some classes, or one by id), three queries for any number. */
export async function loadStructures(
  db: Db,
  tenantId: number,
  filter: { sessionId: number; classIds?: readonly number[]; id?: number },
): Promise<StoredStructure[]> {
  const conditions = [
    eq(feeStructures.tenantId, tenantId),
    eq(feeStructures.sessionId, filter.sessionId),
  ];
  if (filter.id !== undefined) conditions.push(eq(feeStructures.id, filter.id));
  if (filter.classIds?.length)
    conditions.push(
      sql`exists (select 1 from ${feeStructureClasses} c where c.tenant_id = ${feeStructures.tenantId} and c.structure_id = ${feeStructures.id} and c.class_id in ${filter.classIds})`,
    );
  const rows = await db
    .select()
    .from(feeStructures)
    .where(and(...conditions))
    .orderBy(asc(feeStructures.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const components = await db
    .select({
      structureId: feeStructureComponents.structureId,
      feeTitleId: feeStructureComponents.feeTitleId,
      name: feeTitles.name,
      amountPaise: feeStructureComponents.amountPaise,
    })
    .from(feeStructureComponents)
    .innerJoin(
      feeTitles,
      and(
        eq(feeTitles.tenantId, feeStructureComponents.tenantId),
        eq(feeTitles.id, feeStructureComponents.feeTitleId),
      ),
    )
    .where(
      and(
        eq(feeStructureComponents.tenantId, tenantId),
        inArray(feeStructureComponents.structureId, ids),
      ),
    )
    .orderBy(asc(feeStructureComponents.position));
  const classes = await db
    .select()
    .from(feeStructureClasses)
    .where(
      and(
        eq(feeStructureClasses.tenantId, tenantId),
        inArray(feeStructureClasses.structureId, ids),
      ),
    )
    .orderBy(asc(feeStructureClasses.classId));
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.sessionId,
    months: row.months,
    isDiscount: row.isDiscount,
    discounts: row.discounts,
    voucherApplicable: row.voucherApplicable,
    vouchers: row.vouchers,
    components: components
      .filter((c) => c.structureId === row.id)
      .map(({ feeTitleId, name, amountPaise }) => ({ feeTitleId, name, amountPaise })),
    classes: classes
      .filter((c) => c.structureId === row.id)
      .map(({ classId, plans }) => ({ classId, plans })),
  }));
}

/** The fee rules' view of a stored structure for one of its classes. */
export function rulesOf(structure: StoredStructure, classId: number): StructureRules {
  const plans = structure.classes.find((c) => c.classId === classId)?.plans;
  const settingsOf = (plan: FeePlan) => ({
    enrollmentPaise: plans?.[plan].enrollmentPaise ?? 0,
    lastSubmissionDay: plans?.[plan].lastSubmissionDay ?? defaultLastSubmissionDay,
    lateFee: plans?.[plan].lateFee ?? null,
  });
  return {
    components: structure.components.map((c) => ({
      feeTypeId: c.feeTitleId,
      amountPaise: c.amountPaise,
    })),
    months: structure.months,
    discounts: structure.isDiscount ? structure.discounts : [],
    vouchers: structure.voucherApplicable ? structure.vouchers : [],
    plans: Object.fromEntries(
      feePlans.map((plan) => [plan, settingsOf(plan)]),
    ) as StructureRules['plans'],
  };
}
