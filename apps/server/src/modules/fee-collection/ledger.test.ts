import {
  cancelPayment,
  getStudentDues,
  listCollections,
  listDefaulters,
  makePaymentReceipt,
} from '@shala/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildCharge } from '../../../test/factories/fee-collection.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let place: { tenantId: number; sessionId: number; classId: number };
let keyNo = 0;
const newKey = () => `ledger-${process.pid}-${++keyNo}`;

beforeAll(async () => {
  t = await createTestApp();
  const school = await buildSchool(t.database.db, { subdomain: 'beta' });
  const session = await buildSession(t.database.db, school.id);
  const klass = await buildClass(t.database.db, school.id);
  place = { tenantId: school.id, sessionId: session.id, classId: klass.id };
  await buildUser(t.database.db, school.id, { username: 'admin@beta' });
  admin = await signedInClient(t, 'beta', 'admin@beta', testPassword);
});
afterAll(() => t?.close());

const cashPayment = (studentId: number, dueKey: string, rupees: number) => ({
  idempotency_key: newKey(),
  student_id: studentId,
  payment_date: '2026-04-05',
  payment_mode: 'cash' as const,
  paid_amount: rupees,
  payment_structure: [{ due_key: dueKey, fee_amount: rupees, late_fee: 0 }],
});

describe('receipt numbers', () => {
  it('gives 20 concurrent payments the numbers 1 to 20, without gaps', async () => {
    const payments = [];
    for (let i = 0; i < 20; i += 1) {
      const student = await buildStudent(t.database.db, place);
      const charge = { amountPaise: 12_345 };
      const dueKey = await buildCharge(t.database.db, { ...place, studentId: student }, charge);
      payments.push(cashPayment(student, dueKey, 123.45));
    }
    const answers = await Promise.all(
      payments.map((body) => admin.ok(makePaymentReceipt, { body })),
    );
    expect(answers.map((a) => a.receipt_no).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('leaves no gap when a payment is refused', async () => {
    const student = await buildStudent(t.database.db, place);
    const dueKey = await buildCharge(
      t.database.db,
      { ...place, studentId: student },
      { amountPaise: 5_000 },
    );
    const refused = await admin.call(makePaymentReceipt, {
      body: cashPayment(student, dueKey, 49),
    });
    expect(refused.status).toBe(400);
    const paid = await admin.ok(makePaymentReceipt, { body: cashPayment(student, dueKey, 50) });
    expect(paid.receipt_no).toBe(21);
  });
});

/** One due as the test's own model keeps it. */
interface ModelDue {
  key: string;
  amount: number;
  lateRule: number;
  dueDate: string;
  payments: Array<{
    id: number;
    principal: number;
    late: number;
    concession: number;
    waived: number;
  }>;
}

/** The balance of a model due on a date, worked out from the operations the test made. */
function modelBalance(due: ModelDue, asOf: string): number {
  const sum = (pick: (p: ModelDue['payments'][number]) => number) =>
    due.payments.reduce((total, p) => total + pick(p), 0);
  const principalLeft = Math.max(
    0,
    due.amount - sum((p) => p.concession) - sum((p) => p.principal),
  );
  const settledLate = sum((p) => p.late) + sum((p) => p.waived);
  const lateFee =
    principalLeft > 0 && asOf > due.dueDate ? Math.max(due.lateRule, settledLate) : settledLate;
  return principalLeft + Math.max(0, lateFee - settledLate);
}

const payDates = ['2026-04-05', '2026-05-20', '2026-07-01'];
const operation = fc.oneof(
  fc.record({
    op: fc.constant('pay' as const),
    due: fc.nat(2),
    date: fc.constantFrom(...payDates),
    concessionShare: fc.constantFrom(0, 0, 0.1, 0.5, 1),
    waive: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(5) }),
);

describe('a ledger that balances', () => {
  it('keeps paid + due = demanded per student after any payments, concessions, waivers and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 200_000 }),
            lateRule: fc.integer({ min: 0, max: 5_000 }),
          }),
          { minLength: 3, maxLength: 3 },
        ),
        fc.array(operation, { minLength: 1, maxLength: 6 }),
        async (charges, operations) => {
          const student = await buildStudent(t.database.db, place);
          const model: ModelDue[] = [];
          for (const [i, charge] of charges.entries()) {
            const dueDate = ['2026-04-10', '2026-05-10', '2026-06-10'][i]!;
            const key = await buildCharge(
              t.database.db,
              { ...place, studentId: student },
              { amountPaise: charge.amount, lateFeePaise: charge.lateRule, dueDate },
            );
            model.push({
              key,
              amount: charge.amount,
              lateRule: charge.lateRule,
              dueDate,
              payments: [],
            });
          }
          for (const step of operations) {
            if (step.op === 'pay') await pay(student, model[step.due]!, step);
            else await cancel(model, step.pick);
          }
          const asOf = '2026-08-01';
          const dues = await admin.ok(getStudentDues, {
            query: { student_id: student, as_of: asOf },
          });
          for (const due of model) {
            const row = dues.dues.find((d) => d.due_key === due.key)!;
            expect(Math.round(row.balance * 100)).toBe(modelBalance(due, asOf));
          }
          const paid = model
            .flatMap((d) => d.payments)
            .reduce((s, p) => s + p.principal + p.late, 0);
          expect(Math.round(dues.total_paid * 100)).toBe(paid);
          expect(Math.round((dues.total_paid + dues.total_due) * 100)).toBe(
            Math.round(dues.total_demanded * 100),
          );
          const defaulters = await admin.ok(listDefaulters, { query: { as_of: asOf, limit: 100 } });
          const owed = defaulters.list.find((row) => row.student_id === student)?.balance ?? 0;
          expect(Math.round(owed * 100)).toBe(Math.round(dues.total_due * 100));
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});

async function pay(
  student: number,
  due: ModelDue,
  step: { date: string; concessionShare: number; waive: boolean },
) {
  const dues = await admin.ok(getStudentDues, { query: { student_id: student, as_of: step.date } });
  const row = dues.dues.find((d) => d.due_key === due.key)!;
  if (row.balance === 0) return;
  const principal = Math.round(row.principal_due * 100);
  const late = Math.round(row.late_fee_due * 100);
  const concession = Math.floor(principal * step.concessionShare);
  const waived = step.waive ? late : 0;
  const answer = await admin.ok(makePaymentReceipt, {
    body: {
      idempotency_key: newKey(),
      student_id: student,
      payment_date: step.date,
      payment_mode: 'cash',
      paid_amount: (principal - concession + late - waived) / 100,
      concession_name: concession > 0 ? 'Scholarship' : undefined,
      concession_amount: concession / 100,
      waive_late_fee: waived > 0 ? 1 : 0,
      fee_waiver_description: waived > 0 ? 'Waived by the principal' : undefined,
      payment_structure: [{ due_key: due.key, fee_amount: principal / 100, late_fee: late / 100 }],
    },
  });
  due.payments.push({
    id: answer.payment_id,
    principal: principal - concession,
    late: late - waived,
    concession,
    waived,
  });
}

async function cancel(model: ModelDue[], pick: number) {
  const live = model.flatMap((due) => due.payments.map((payment) => ({ due, payment })));
  if (live.length === 0) return;
  const { due, payment } = live[pick % live.length]!;
  await admin.ok(cancelPayment, { body: { payment_id: payment.id, reason: 'Entered twice' } });
  due.payments = due.payments.filter((p) => p !== payment);
  const list = await admin.ok(listCollections, { query: { limit: 1 } });
  expect(list.count).toBeGreaterThan(0);
}
