import {
  assignStudentConcession,
  createConcessionCategory,
  getStudentDues,
  listDefaulters,
  feeCollectionMessages as m,
  makePaymentReceipt,
  manageFeeStructure,
  onlinePaymentMessages as onlineMessages,
  sendPaymentLink,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildFeeTitle, structureBody } from '../../../test/factories/fees.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildParent, buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let admin: Client;
let tenantId: number;
let classId: number;
let sibling: number;
let payer: number;
let idle: number;
let conceded: number;
let keyNo = 0;
const newKey = () => `schedule-key-${process.pid}-${++keyNo}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'sched' });
  tenantId = school.id;
  const sessionId = (await buildSession(db, tenantId)).id;
  classId = (await buildClass(db, tenantId, { name: 'Six' })).id;
  const tuition = (await buildFeeTitle(db, tenantId, 'Tuition')).id;
  const place = { tenantId, sessionId, classId };
  sibling = await buildStudent(db, { ...place, name: 'Asha' });
  payer = await buildStudent(db, { ...place, name: 'Bala' });
  idle = await buildStudent(db, { ...place, name: 'Chitra' });
  conceded = await buildStudent(db, { ...place, name: 'Dev' });
  await buildUser(db, tenantId, { username: 'admin@sched' });
  admin = await signedInClient(t, 'sched', 'admin@sched', testPassword);
  await admin.ok(manageFeeStructure, {
    body: structureBody({ session_id: sessionId, class_id: [classId], fees: [[tuition, 36_000]] }),
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
  for (const studentId of [sibling, conceded])
    await admin.ok(assignStudentConcession, {
      body: {
        student_id: studentId,
        session_id: sessionId,
        category_id: category.id,
        approved_by: 'Principal',
        approved_on: '2026-04-02',
      },
    });
});
afterAll(() => t?.close());

const dues = (studentId: number, asOf: string, plan?: 'quarterly' | 'monthly') =>
  admin.ok(getStudentDues, { query: { student_id: studentId, as_of: asOf, plan } });

const ledgerRows = (studentId: number, dueKey: string) =>
  withTenant(t.database.db, tenantId, async (tx) => {
    const result = await tx.execute(
      sql`select kind, amount_paise from fee_ledger_entries
        where student_id = ${studentId} and due_key = ${dueKey} order by id`,
    );
    const { rows } = result as unknown as { rows: Array<{ kind: string; amount_paise: string }> };
    return rows.map((row) => `${row.kind}:${row.amount_paise}`);
  });

describe("dues read the class's fee structure", () => {
  it('shows the structure’s instalments, monthly until a plan is chosen, with the late fee', async () => {
    const monthly = await dues(idle, '2026-04-11');
    expect(monthly).toMatchObject({ plan: 'monthly', plan_fixed: false, total_due: 36_050 });
    expect(monthly.dues).toHaveLength(12);
    expect(monthly.dues[0]).toMatchObject({
      due_key: '2026-27:monthly:04',
      payment_type: 'monthly',
      due_date: '2026-04-10',
      amount: 3_000,
      late_fee: 50,
      balance: 3_050,
    });
    const quarterly = await dues(idle, '2026-04-10', 'quarterly');
    expect(quarterly.plan).toBe('quarterly');
    expect(quarterly.dues.map((due) => [due.due_key, due.amount])).toEqual([
      ['2026-27:quarterly:1', 9_000],
      ['2026-27:quarterly:2', 9_000],
      ['2026-27:quarterly:3', 9_000],
      ['2026-27:quarterly:4', 9_000],
    ]);
  });

  it('applies the student’s concession categories to each instalment', async () => {
    const quarterly = await dues(sibling, '2026-04-10', 'quarterly');
    expect(quarterly.dues[0]).toMatchObject({ amount: 9_000, concession: 900, balance: 8_100 });
    expect(quarterly.total_due).toBe(32_400);
  });

  it('charges and pays a structure due in one payment, once, and fixes the plan', async () => {
    const body = {
      idempotency_key: newKey(),
      student_id: payer,
      payment_date: '2026-05-02',
      payment_mode: 'cash' as const,
      paid_amount: 9_050,
      paid_for: 'School fee',
      payment_structure: [{ due_key: '2026-27:quarterly:1', fee_amount: 9_000, late_fee: 50 }],
    };
    const first = await admin.ok(makePaymentReceipt, { body });
    const again = await admin.ok(makePaymentReceipt, { body });
    expect(again).toMatchObject({ payment_id: first.payment_id, already_recorded: true });
    expect(await ledgerRows(payer, '2026-27:quarterly:1')).toEqual([
      'charge:900000',
      'payment:900000',
    ]);

    const after = await dues(payer, '2026-05-02', 'monthly');
    expect(after).toMatchObject({ plan: 'quarterly', plan_fixed: true, total_due: 27_000 });
    expect(after.dues.map((due) => [due.due_key, due.balance])).toEqual([
      ['2026-27:quarterly:1', 0],
      ['2026-27:quarterly:2', 9_000],
      ['2026-27:quarterly:3', 9_000],
      ['2026-27:quarterly:4', 9_000],
    ]);
    // Another plan's due is no longer a due of this student.
    await admin.refused(
      makePaymentReceipt,
      {
        body: {
          ...body,
          idempotency_key: newKey(),
          paid_amount: 3_050,
          payment_structure: [{ due_key: '2026-27:monthly:05', fee_amount: 3_000, late_fee: 0 }],
        },
      },
      'payment_structure',
      m.dueNotFound,
    );
  });

  it('posts the student’s concession with the charge, so the figures stay the same', async () => {
    const before = await dues(sibling, '2026-04-05', 'quarterly');
    await admin.ok(makePaymentReceipt, {
      body: {
        idempotency_key: newKey(),
        student_id: sibling,
        payment_date: '2026-04-05',
        payment_mode: 'cash',
        paid_amount: 8_100,
        paid_for: 'School fee',
        payment_structure: [{ due_key: '2026-27:quarterly:1', fee_amount: 8_100, late_fee: 0 }],
      },
    });
    expect(await ledgerRows(sibling, '2026-27:quarterly:1')).toEqual([
      'charge:900000',
      'concession:90000',
      'payment:810000',
    ]);
    const after = await dues(sibling, '2026-04-05');
    expect(after.total_demanded).toBe(before.total_demanded);
    expect(after.total_due).toBe(before.total_due - 8_100);
  });

  it('lists defaulters by the structure’s dues as the dues screen figures them', async () => {
    const page = await admin.ok(listDefaulters, {
      query: { class_id: classId, as_of: '2026-05-11', limit: 100 },
    });
    const row = (id: number) => page.list.find((r) => r.student_id === id);
    // Chitra follows the monthly plan: April and May are overdue, ₹50 late fee each.
    expect(row(idle)).toMatchObject({
      months_due: 2,
      due_labels: 'April 2026, May 2026',
      balance: 6_100,
    });
    // Asha and Bala paid quarter 1; quarter 2 is due in July.
    expect(row(sibling)).toBeUndefined();
    expect(row(payer)).toBeUndefined();
    const screen = await dues(idle, '2026-05-11');
    const overdue = screen.dues.filter((due) => due.due_date < '2026-05-11');
    expect(overdue.reduce((sum, due) => sum + due.balance, 0)).toBe(row(idle)!.balance);
  });

  it('lists each student’s overdue dues and balance as their dues screen has them', async () => {
    const asOf = '2026-11-15';
    const page = await admin.ok(listDefaulters, {
      query: { class_id: classId, as_of: asOf, limit: 100 },
    });
    // Asha (concession) and Bala pay quarterly since quarter 1; Chitra and Dev (concession) monthly.
    for (const studentId of [sibling, payer, idle, conceded]) {
      const overdue = (await dues(studentId, asOf)).dues.filter(
        (due) => due.due_date < asOf && due.balance > 0,
      );
      const row = page.list.find((r) => r.student_id === studentId);
      expect([row?.months_due, row?.balance]).toEqual([
        overdue.length,
        overdue.reduce((sum, due) => sum + due.balance, 0),
      ]);
    }
    expect(page.list.find((r) => r.student_id === conceded)).toMatchObject({
      months_due: 8,
      balance: 8 * (3_000 - 300 + 50),
    });
  });

  it('sends the parents a link for a structure due of the plan chosen at the counter', async () => {
    await buildParent(t.database.db, tenantId, [idle]);
    const sent = await admin.call(sendPaymentLink, {
      body: { student_id: idle, due_key: '2026-27:quarterly:2', email: true, sms: false },
    });
    expect([sent.status, sent.body.message]).toEqual([200, onlineMessages.linkSent]);
    expect(sent.body.data.recipients).toBe(1);
    // Quarter 2 was due on 10 July: its late fee is owed today.
    expect(sent.body.data.invoice).toMatchObject({ provider: 'offline', amount: 9_050 });
    expect(sent.body.data.link_url).toContain('/payment?invoice_id=');
  });
});
