import type { FeePlan, ManageFeeStructureBody } from '@shala/contracts';
import {
  feePlans,
  findFigureMismatch,
  lateFeeRuleOf,
  feeMessages as m,
  reductionRule,
} from '@shala/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { classes, findSession } from '../academics/index.ts';
import type { StoredStructure } from './structure-store.ts';
import { loadStructures } from './structure-store.ts';
import {
  feeStructureClasses,
  feeStructureComponents,
  feeStructures,
  feeTitles,
  type StoredPlanSettings,
} from './tables.ts';

/** Refuses a session that is not the school's. */
async function checkSession(tx: Tx, tenantId: number, sessionId: number, field: string) {
  if (!(await findSession(tx, tenantId, sessionId))) throw badRequest(m.selectSession, field);
}

/** The names of the classes, refusing any that is not the school's. */
async function classNamesOf(tx: Tx, tenantId: number, classIds: number[], field: string) {
  const rows = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.tenantId, tenantId), inArray(classes.id, classIds)));
  if (rows.length !== classIds.length) throw badRequest(m.selectClass, field);
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function checkTitles(tx: Tx, tenantId: number, titleIds: number[]) {
  const rows = await tx
    .select({ id: feeTitles.id })
    .from(feeTitles)
    .where(and(eq(feeTitles.tenantId, tenantId), inArray(feeTitles.id, titleIds)));
  if (rows.length !== new Set(titleIds).size) throw badRequest(m.enterFeeType, 'fee_type');
}

/** A class that has another structure in the session is refused, naming the class. */
async function refuseTakenClasses(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classIds: number[],
  names: Map<number, string>,
  exceptStructureId?: number,
): Promise<void> {
  const conditions = [
    eq(feeStructureClasses.tenantId, tenantId),
    eq(feeStructureClasses.sessionId, sessionId),
    inArray(feeStructureClasses.classId, classIds),
  ];
  if (exceptStructureId !== undefined)
    conditions.push(ne(feeStructureClasses.structureId, exceptStructureId));
  const [taken] = await tx
    .select({ classId: feeStructureClasses.classId })
    .from(feeStructureClasses)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw badRequest(m.classTaken(names.get(taken.classId) ?? ''), 'class_id');
}

function storedPlansOf(body: ManageFeeStructureBody, classId: number) {
  const plans = {} as Record<FeePlan, StoredPlanSettings>;
  for (const plan of feePlans) {
    const row = body[plan].find((r) => r.class_id === classId);
    plans[plan] = {
      enrollmentPaise: row?.enrollmentAmount ?? 0,
      lastSubmissionDay: row?.last_submission_date ?? null,
      lateFee: row ? lateFeeRuleOf(row) : null,
    };
  }
  return plans;
}

/** Writes the rows under a structure (fee types, classes) afresh. */
async function writeParts(
  tx: Tx,
  tenantId: number,
  structureId: number,
  sessionId: number,
  parts: Pick<StoredStructure, 'components' | 'classes'>,
): Promise<void> {
  const where = (table: typeof feeStructureComponents | typeof feeStructureClasses) =>
    and(eq(table.tenantId, tenantId), eq(table.structureId, structureId));
  await tx.delete(feeStructureComponents).where(where(feeStructureComponents));
  await tx.delete(feeStructureClasses).where(where(feeStructureClasses));
  await tx.insert(feeStructureComponents).values(
    parts.components.map((c, position) => ({
      tenantId,
      structureId,
      feeTitleId: c.feeTitleId,
      amountPaise: c.amountPaise,
      position,
    })),
  );
  await tx.insert(feeStructureClasses).values(
    parts.classes.map((c) => ({
      tenantId,
      structureId,
      sessionId,
      classId: c.classId,
      plans: c.plans,
    })),
  );
}

/**
 * Creates (no id) or replaces a structure after recomputing every figure with the fee rules;
 * a figure that differs is refused. Returns the structure's id.
 */
export async function saveFeeStructure(
  tx: Tx,
  tenantId: number,
  userId: number,
  body: ManageFeeStructureBody,
): Promise<number> {
  const id = body.id ?? undefined;
  if (id !== undefined) {
    const [existing] = await loadStructures(tx, tenantId, { sessionId: body.session_id, id });
    if (!existing) throw notFound(m.structureNotFound);
  }
  const mismatch = findFigureMismatch(body);
  if (mismatch) throw badRequest(m.figuresDiffer(mismatch));
  await checkSession(tx, tenantId, body.session_id, 'session_id');
  const names = await classNamesOf(tx, tenantId, body.class_id, 'class_id');
  await checkTitles(
    tx,
    tenantId,
    body.fee_type.map((c) => c.fee_type_id),
  );
  await refuseTakenClasses(tx, tenantId, body.session_id, body.class_id, names, id);
  const columns = {
    months: [...new Set(body.months)].sort((a, b) => a - b),
    isDiscount: body.is_discount,
    discounts: body.is_discount ? body.discountData.map(reductionRule) : [],
    voucherApplicable: body.voucher_applicable,
    vouchers: body.voucher_applicable ? body.voucherData.map(reductionRule) : [],
  };
  const structureId =
    id ??
    (
      await tx
        .insert(feeStructures)
        .values({ tenantId, sessionId: body.session_id, createdBy: userId, ...columns })
        .returning({ id: feeStructures.id })
    )[0]!.id;
  if (id !== undefined)
    await tx
      .update(feeStructures)
      .set(columns)
      .where(and(eq(feeStructures.tenantId, tenantId), eq(feeStructures.id, id)));
  await writeParts(tx, tenantId, structureId, body.session_id, {
    components: body.fee_type.map((c) => ({
      feeTitleId: c.fee_type_id,
      name: '',
      amountPaise: c.amount,
    })),
    classes: body.class_id.map((classId) => ({ classId, plans: storedPlansOf(body, classId) })),
  });
  return structureId;
}

/** Copies the structure of a class and session to another class and session (a new structure). */
export async function copyFeeStructure(
  tx: Tx,
  tenantId: number,
  userId: number,
  body: {
    source_session_id: number;
    source_class_id: number;
    target_session_id: number;
    target_class_id: number;
  },
): Promise<{ id: number; sessionId: number }> {
  const [source] = await loadStructures(tx, tenantId, {
    sessionId: body.source_session_id,
    classIds: [body.source_class_id],
  });
  if (!source) throw badRequest(m.noSourceStructure, 'source_class_id');
  const targetId = body.target_class_id;
  await checkSession(tx, tenantId, body.target_session_id, 'target_session_id');
  await classNamesOf(tx, tenantId, [targetId], 'target_class_id');
  const [taken] = await loadStructures(tx, tenantId, {
    sessionId: body.target_session_id,
    classIds: [targetId],
  });
  if (taken) throw badRequest(m.targetHasStructure, 'target_class_id');
  const [created] = await tx
    .insert(feeStructures)
    .values({
      tenantId,
      sessionId: body.target_session_id,
      createdBy: userId,
      months: source.months,
      isDiscount: source.isDiscount,
      discounts: source.discounts,
      voucherApplicable: source.voucherApplicable,
      vouchers: source.vouchers,
    })
    .returning({ id: feeStructures.id });
  const plans = source.classes.find((c) => c.classId === body.source_class_id)!.plans;
  await writeParts(tx, tenantId, created!.id, body.target_session_id, {
    components: source.components,
    classes: [{ classId: targetId, plans }],
  });
  return { id: created!.id, sessionId: body.target_session_id };
}
