import type { FeePlan, Reduction } from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { classes, findCurrentSession } from '../academics/index.ts';
import { studentPrograms } from '../students/index.ts';
import {
  concessionCategories,
  feeStructureClasses,
  feeStructureComponents,
  feeStructures,
  feeTitles,
  type StoredPlanSettings,
  studentConcessions,
} from './tables.ts';

const titleNames = ['Tuition', 'Admission', 'Computer', 'Sports', 'Library', 'Examination'];

/** Yearly rupees by fee title for each band of classes. */
const bands: Array<{ classes: (name: string) => boolean; fees: Record<string, number> }> = [
  {
    classes: (name) => !/\d/.test(name),
    fees: { Tuition: 24_000, Admission: 5_000, Sports: 1_200, Library: 600 },
  },
  {
    classes: (name) => /^\D*[1-5]$/.test(name),
    fees: {
      Tuition: 30_000,
      Admission: 5_000,
      Computer: 3_600,
      Sports: 1_800,
      Library: 800,
      Examination: 1_200,
    },
  },
  {
    classes: (name) => /\d/.test(name) && !/^\D*[1-5]$/.test(name),
    fees: {
      Tuition: 36_000,
      Admission: 5_000,
      Computer: 4_800,
      Sports: 2_400,
      Library: 1_000,
      Examination: 1_800,
    },
  },
];

const plans: Record<FeePlan, StoredPlanSettings> = {
  monthly: {
    enrollmentPaise: 0,
    lastSubmissionDay: 10,
    lateFee: { type: 'amount', value: 5_000, applyTo: 'installment' },
  },
  quarterly: {
    enrollmentPaise: 0,
    lastSubmissionDay: 15,
    lateFee: { type: 'percentage', value: 2, applyTo: 'installment' },
  },
  semestral: {
    enrollmentPaise: 0,
    lastSubmissionDay: 15,
    lateFee: { type: 'percentage', value: 2, applyTo: 'installment' },
  },
  oneTime: { enrollmentPaise: 0, lastSubmissionDay: 30, lateFee: null },
};

/**
 * Fee titles, a structure per band of classes in the current session (discount: 5% of the
 * total on the one-time plan) and the usual concession categories. Idempotent.
 */
export async function seedFees(tx: Tx, tenantId: number): Promise<void> {
  const [existing] = await tx
    .select()
    .from(feeTitles)
    .where(eq(feeTitles.tenantId, tenantId))
    .limit(1);
  const session = await findCurrentSession(tx, tenantId);
  if (existing || !session) return;
  const titles = await tx
    .insert(feeTitles)
    .values(titleNames.map((name) => ({ tenantId, name })))
    .returning();
  const titleId = new Map(titles.map((t) => [t.name, t.id]));
  const classRows = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .orderBy(asc(classes.position));
  const discount: Reduction = {
    name: 'Early payment',
    type: 'percentage',
    value: 5,
    applyTo: 'total',
    applyOn: ['oneTime'],
  };
  for (const band of bands) {
    const members = classRows.filter((c) => band.classes(c.name));
    if (members.length === 0) continue;
    const [structure] = await tx
      .insert(feeStructures)
      .values({
        tenantId,
        sessionId: session.id,
        months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        isDiscount: true,
        discounts: [discount],
      })
      .returning({ id: feeStructures.id });
    await tx.insert(feeStructureComponents).values(
      Object.entries(band.fees).map(([name, rupees], position) => ({
        tenantId,
        structureId: structure!.id,
        feeTitleId: titleId.get(name)!,
        amountPaise: rupees * 100,
        position,
      })),
    );
    await tx.insert(feeStructureClasses).values(
      members.map((c) => ({
        tenantId,
        structureId: structure!.id,
        sessionId: session.id,
        classId: c.id,
        plans,
      })),
    );
  }
  const tuition = titleId.get('Tuition')!;
  const categories = await tx
    .insert(concessionCategories)
    .values([
      {
        tenantId,
        name: 'Sibling (2nd child)',
        type: 'percentage',
        value: 10,
        feeTitleId: tuition,
        description: '10% of tuition for the second child',
      },
      {
        tenantId,
        name: 'Sibling (3rd child)',
        type: 'percentage',
        value: 15,
        feeTitleId: tuition,
        description: '15% of tuition for the third child',
      },
      {
        tenantId,
        name: 'Staff ward',
        type: 'percentage',
        value: 50,
        feeTitleId: tuition,
        description: 'Children of staff',
      },
      {
        tenantId,
        name: 'Merit scholarship',
        type: 'amount',
        value: 500_000,
        feeTitleId: null,
        description: '₹5,000 a year',
      },
      {
        tenantId,
        name: 'RTE 25% quota',
        type: 'percentage',
        value: 100,
        feeTitleId: null,
        isStateReceivable: true,
        description: 'Reimbursed by the state under the RTE Act',
      },
    ])
    .returning({ id: concessionCategories.id });
  await seedSiblingConcession(tx, tenantId, session.id, categories[0]!.id);
}

/** The first student of class 5 gets the sibling concession, approved by the principal. */
async function seedSiblingConcession(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  categoryId: number,
): Promise<void> {
  const [student] = await tx
    .select({ id: studentPrograms.studentId })
    .from(studentPrograms)
    .innerJoin(
      classes,
      and(eq(classes.tenantId, studentPrograms.tenantId), eq(classes.id, studentPrograms.classId)),
    )
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, sessionId),
        eq(classes.name, '5'),
      ),
    )
    .orderBy(asc(studentPrograms.studentId))
    .limit(1);
  if (!student) return;
  await tx.insert(studentConcessions).values({
    tenantId,
    studentId: student.id,
    sessionId,
    categoryId,
    approvedBy: 'Principal',
    approvedOn: '2026-04-01',
    remarks: 'Elder sibling studies in class 8',
  });
}
