import {
  assignStudentConcession,
  createConcessionCategory,
  makePaymentReceipt,
  manageFeeStructure,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildCharge } from '../../../test/factories/fee-collection.ts';
import { buildFeeTitle, structureBody } from '../../../test/factories/fees.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { loadScope, scopeOf } from '../../platform/scope.ts';
import { listDuesOfStudents, listStudentDues } from './index.ts';

let t: TestApp;
let admin: Client;
let tenantId: number;
let sessionId: number;
let otherSessionId: number;
let students: number[];
let keyNo = 0;
const newKey = () => `many-dues-${process.pid}-${++keyNo}`;

/**
 * Five students of a class with a fee structure: one with a sibling concession, charges of
 * several sources with and without late fees, payments (with a late fee, a concession and a
 * waiver given at the counter), a charge in another session, and one student with nothing paid.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await buildSchool(db, { subdomain: 'manydues' })).id;
  sessionId = (await buildSession(db, tenantId)).id;
  otherSessionId = (
    await buildSession(db, tenantId, {
      startDate: '2025-04-01',
      endDate: '2026-03-31',
      isCurrent: false,
    })
  ).id;
  const classId = (await buildClass(db, tenantId, { name: 'Seven' })).id;
  const tuition = (await buildFeeTitle(db, tenantId, 'Tuition')).id;
  const place = { tenantId, sessionId, classId };
  students = [];
  for (const name of ['Asha', 'Bala', 'Chitra', 'Deepa', 'Esha'])
    students.push(await buildStudent(db, { ...place, name }));
  const [asha, bala, chitra, deepa] = students as [number, number, number, number, number];
  await buildUser(db, tenantId, { username: 'admin@manydues' });
  admin = await signedInClient(t, 'manydues', 'admin@manydues', testPassword);
  await admin.ok(manageFeeStructure, {
    body: structureBody({ session_id: sessionId, class_id: [classId], fees: [[tuition, 24_000]] }),
  });
  const category = await admin.ok(createConcessionCategory, {
    body: {
      name: 'Sibling',
      type: 'percentage',
      value: 10,
      apply_to: 'total',
      is_state_receivable: false,
      description: '',
    },
  });
  await admin.ok(assignStudentConcession, {
    body: {
      student_id: asha,
      session_id: sessionId,
      category_id: category.id,
      approved_by: 'Principal',
      approved_on: '2026-04-02',
    },
  });
  const charge = (studentId: number, overrides: Parameters<typeof buildCharge>[2]) =>
    buildCharge(db, { tenantId, studentId, sessionId }, overrides);
  const fareApril = await charge(asha, {
    source: 'transport',
    amountPaise: 60_000,
    lateFeePaise: 5_000,
    dueDate: '2026-04-10',
  });
  await charge(asha, { source: 'transport', amountPaise: 60_000, dueDate: '2026-05-10' });
  const hostel = await charge(bala, {
    source: 'hostel',
    amountPaise: 250_000,
    lateFeePaise: 10_000,
  });
  const fareBala = await charge(bala, {
    source: 'transport',
    amountPaise: 70_000,
    lateFeePaise: 5_000,
    dueDate: '2026-04-10',
  });
  await charge(chitra, { source: 'library', amountPaise: 2_000, dueDate: '2026-06-01' });
  await buildCharge(
    db,
    { tenantId, studentId: deepa, sessionId: otherSessionId },
    { source: 'transport', amountPaise: 50_000, dueDate: '2025-06-10' },
  );
  const pay = (body: Record<string, unknown>) =>
    admin.ok(makePaymentReceipt, {
      body: {
        idempotency_key: newKey(),
        payment_mode: 'cash',
        paid_for: 'Test',
        ...body,
      } as never,
    });
  // Asha pays April's fare late (₹600 + ₹50 late fee) and the first school-fee month with her concession.
  await pay({
    student_id: asha,
    payment_date: '2026-04-20',
    paid_amount: 650,
    payment_structure: [{ due_key: fareApril, fee_amount: 600, late_fee: 50 }],
  });
  await pay({
    student_id: asha,
    payment_date: '2026-04-05',
    paid_amount: 1_800,
    payment_structure: [{ due_key: '2026-27:monthly:04', fee_amount: 1_800, late_fee: 0 }],
  });
  // Bala gets ₹500 off the hostel charge and pays the rest late with the late fee waived.
  await pay({
    student_id: bala,
    payment_date: '2026-05-01',
    paid_amount: 2_000,
    concession_name: 'Hardship',
    concession_amount: 500,
    waive_late_fee: 1,
    fee_waiver_description: 'Principal agreed',
    payment_structure: [{ due_key: hostel, fee_amount: 2_500, late_fee: 100 }],
  });
  // Bala pays his fare late, with its late fee; Chitra and Esha pay nothing.
  await pay({
    student_id: bala,
    payment_date: '2026-04-25',
    paid_amount: 750,
    payment_structure: [{ due_key: fareBala, fee_amount: 700, late_fee: 50 }],
  });
});
afterAll(() => t?.close());

const perStudent = (studentId: number, asOf: string, session = sessionId) =>
  withTenant(t.database.db, tenantId, async (tx) =>
    listStudentDues(await loadScope(tx, tenantId), { studentId, sessionId: session, asOf }),
  );
const many = (
  studentIds: readonly number[],
  asOf: string,
  source?: 'transport' | 'school_fee' | 'hostel',
  session = sessionId,
) =>
  withTenant(t.database.db, tenantId, async (tx) =>
    listDuesOfStudents(await loadScope(tx, tenantId), {
      studentIds,
      sessionId: session,
      asOf,
      source,
    }),
  );

describe('dues of many students', () => {
  it('gives every student exactly the dues of the per-student rule, on several dates', async () => {
    for (const asOf of ['2026-04-01', '2026-04-11', '2026-05-11', '2026-12-31']) {
      const all = await many(students, asOf);
      expect([...all.keys()].sort()).toEqual([...students].sort());
      for (const studentId of students)
        expect(all.get(studentId), `student ${studentId} on ${asOf}`).toEqual(
          await perStudent(studentId, asOf),
        );
    }
  });

  it('keeps the figures that make the case: concessions, payments, late fees, waivers', async () => {
    const [asha, bala] = students as [number, number];
    const all = await many(students, '2026-05-11');
    const fare = all.get(asha)!.find((due) => due.source === 'transport' && due.paidPaise > 0)!;
    expect(fare).toMatchObject({ paidPaise: 60_000, lateFeePaidPaise: 5_000, balancePaise: 0 });
    const april = all.get(asha)!.find((due) => due.dueKey === '2026-27:monthly:04')!;
    expect(april).toMatchObject({ amountPaise: 200_000, concessionPaise: 20_000, balancePaise: 0 });
    const may = all.get(asha)!.find((due) => due.dueKey === '2026-27:monthly:05')!;
    expect(may).toMatchObject({ concessionPaise: 20_000, lateFeePaise: 5_000 });
    const hostel = all.get(bala)!.find((due) => due.source === 'hostel')!;
    expect(hostel).toMatchObject({ concessionPaise: 50_000, waivedPaise: 10_000, balancePaise: 0 });
  });

  it('narrows to one source exactly as filtering the per-student dues', async () => {
    for (const source of ['transport', 'school_fee', 'hostel'] as const) {
      const asOf = '2026-06-15';
      const bySource = await many(students, asOf, source);
      for (const studentId of students)
        expect(bySource.get(studentId)).toEqual(
          (await perStudent(studentId, asOf)).filter((due) => due.source === source),
        );
    }
  });

  it('reads in the same number of queries for one student or five; one for a source', async () => {
    const queriesFor = (studentIds: readonly number[], source?: 'transport') =>
      withTenant(t.database.db, tenantId, async (tx) => {
        let calls = 0;
        // Every query starts from a call on the transaction (select, execute, insert, …).
        const counted = new Proxy(tx, {
          get(target, name, receiver) {
            const value = Reflect.get(target, name, receiver);
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              calls += 1;
              return value.apply(target, args);
            };
          },
        });
        // A scope from the row at hand: building it sends no query to count.
        const scope = scopeOf(counted, { id: tenantId, timeZone: 'Asia/Kolkata' });
        await listDuesOfStudents(scope, { studentIds, sessionId, source });
        return calls;
      });
    const one = await queriesFor(students.slice(0, 1));
    expect(await queriesFor(students)).toBe(one);
    expect(await queriesFor(students, 'transport')).toBe(1);
  });

  it('reads one session only, answers every id asked for, and nothing for none', async () => {
    const deepa = students[3]!;
    expect((await many([deepa], '2026-04-11', 'transport')).get(deepa)).toEqual([]);
    const earlier = await many([deepa], '2026-04-11', 'transport', otherSessionId);
    expect(earlier.get(deepa)).toEqual(await perStudent(deepa, '2026-04-11', otherSessionId));
    expect(earlier.get(deepa)).toHaveLength(1);
    expect((await many([999_999], '2026-04-11')).get(999_999)).toEqual([]);
    expect((await many([], '2026-04-11')).size).toBe(0);
  });
});
