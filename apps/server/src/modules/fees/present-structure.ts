import type { FeePlan, FeeStructureRow, PlanRow, Reduction } from '@shala/contracts';
import { computeStructurePlans, feePlans, paiseToRupees, planRowOf } from '@shala/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { academicSessions, classes } from '../academics/index.ts';
import type { Db, StoredStructure } from './structure-store.ts';
import { rulesOf } from './structure-store.ts';

const wireReduction = (r: Reduction) => ({
  name: r.name,
  value: r.type === 'amount' ? paiseToRupees(r.value) : r.value,
  type: r.type,
  applyTo: r.applyTo,
  applyOn: [...r.applyOn],
});

/** Names of sessions and classes, for presenting structures (two queries for any number). */
export async function loadNames(
  db: Db,
  tenantId: number,
  sessionIds: number[],
  classIds: number[],
): Promise<{ session: Map<number, string>; class: Map<number, string> }> {
  const sessionRows = sessionIds.length
    ? await db
        .select({ id: academicSessions.id, name: academicSessions.name })
        .from(academicSessions)
        .where(
          and(eq(academicSessions.tenantId, tenantId), inArray(academicSessions.id, sessionIds)),
        )
    : [];
  const classRows = classIds.length
    ? await db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(and(eq(classes.tenantId, tenantId), inArray(classes.id, classIds)))
    : [];
  return {
    session: new Map(sessionRows.map((r) => [r.id, r.name])),
    class: new Map(classRows.map((r) => [r.id, r.name])),
  };
}

/** A stored structure with every plan table's figures computed by the fee rules. */
export function presentStructure(
  structure: StoredStructure,
  names: Awaited<ReturnType<typeof loadNames>>,
): FeeStructureRow {
  const tables: Record<FeePlan, PlanRow[]> = {
    monthly: [],
    quarterly: [],
    semestral: [],
    oneTime: [],
  };
  for (const { classId, plans } of structure.classes) {
    const rules = rulesOf(structure, classId);
    const figures = computeStructurePlans(rules);
    for (const plan of feePlans)
      tables[plan].push(
        planRowOf(
          classId,
          figures[plan],
          rules.plans[plan],
          plans[plan].lastSubmissionDay !== null,
        ),
      );
  }
  const months = [...structure.months];
  return {
    id: structure.id,
    session_id: structure.sessionId,
    session_name: names.session.get(structure.sessionId) ?? '',
    class_id: structure.classes.map((c) => c.classId),
    classes: structure.classes.map((c) => ({
      id: c.classId,
      name: names.class.get(c.classId) ?? '',
    })),
    fee_type: structure.components.map((c) => ({
      fee_type_id: c.feeTitleId,
      fee_type_name: c.name,
      amount: paiseToRupees(c.amountPaise),
    })),
    total_fees: paiseToRupees(structure.components.reduce((s, c) => s + c.amountPaise, 0)),
    months,
    selected_months: months,
    monthCount: months.length,
    ...tables,
    is_discount: structure.isDiscount,
    discountData: structure.discounts.map(wireReduction),
    voucher_applicable: structure.voucherApplicable,
    voucherData: structure.vouchers.map(wireReduction),
  };
}

/** Structures presented with their session and class names. */
export async function presentStructures(
  db: Db,
  tenantId: number,
  structures: StoredStructure[],
): Promise<FeeStructureRow[]> {
  const names = await loadNames(
    db,
    tenantId,
    [...new Set(structures.map((s) => s.sessionId))],
    [...new Set(structures.flatMap((s) => s.classes.map((c) => c.classId)))],
  );
  return structures.map((s) => presentStructure(s, names));
}
