import {
  cancelPayment,
  getCollectionSummary,
  getFeeSlips,
  getReceipt,
  getReceiptPdf,
  getStudentDues,
  listCollections,
  listConcessions,
  listDefaulters,
  listWaivers,
  feeCollectionMessages as m,
  makePaymentReceipt,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSection, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildCharge } from '../../../test/factories/fee-collection.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildParent, buildStudent } from '../../../test/factories/students.ts';
import { type Client, sendRoute, signedInClient } from '../../../test/helpers/call.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let admin: Client;
let parent: Client;
let tenantId: number;
let sessionId: number;
let classId: number;
let sectionId: number;
let ownChild: number;
let otherChild: number;
let keyNo = 0;
const newKey = () => `test-key-${process.pid}-${++keyNo}`;

beforeAll(async () => {
  t = await createTestApp();
  const school = await buildSchool(t.database.db, { subdomain: 'alpha' });
  tenantId = school.id;
  sessionId = (await buildSession(t.database.db, tenantId)).id;
  classId = (await buildClass(t.database.db, tenantId, { name: 'Ten' })).id;
  const section = await buildSection(
    t.database.db,
    { tenantId, sessionId, classId },
    { name: 'A' },
  );
  sectionId = section.id;
  const place = { tenantId, sessionId, classId, sectionId };
  ownChild = await buildStudent(t.database.db, { ...place, name: 'Asha Rao' });
  otherChild = await buildStudent(t.database.db, { ...place, name: 'Bala Iyer' });
  const { user } = await buildParent(t.database.db, tenantId, [ownChild]);
  await buildUser(t.database.db, tenantId, { username: 'admin@alpha' });
  admin = await signedInClient(t, 'alpha', 'admin@alpha', testPassword);
  parent = await signedInClient(t, 'alpha', user.username, testPassword);
});
afterAll(() => t?.close());

const charge = (studentId: number, overrides: Parameters<typeof buildCharge>[2] = {}) =>
  buildCharge(t.database.db, { tenantId, studentId, sessionId }, overrides);

const dues = (studentId: number, asOf: string) =>
  admin.ok(getStudentDues, { query: { student_id: studentId, as_of: asOf } });

function receiptBody(
  studentId: number,
  lines: Array<{ due_key: string; fee_amount: number; late_fee: number }>,
  extra: Record<string, unknown> = {},
) {
  const paid = lines.reduce((sum, line) => sum + line.fee_amount + line.late_fee, 0);
  return {
    idempotency_key: newKey(),
    student_id: studentId,
    payment_date: '2026-05-02',
    payment_mode: 'cash' as const,
    paid_amount: paid,
    paid_for: 'School fee',
    payment_structure: lines,
    ...extra,
  };
}

describe('dues and a counter payment', () => {
  it('shows a due with its late fee only after its last date', async () => {
    const dueKey = await charge(ownChild, {
      amountPaise: 300_000,
      lateFeePaise: 5_000,
      label: 'Quarter 1',
    });
    const early = await dues(ownChild, '2026-04-10');
    const due = early.dues.find((d) => d.due_key === dueKey)!;
    expect(due).toMatchObject({ amount: 3000, late_fee: 0, balance: 3000, label: 'Quarter 1' });
    const late = await dues(ownChild, '2026-04-11');
    expect(late.dues.find((d) => d.due_key === dueKey)).toMatchObject({
      late_fee: 50,
      balance: 3050,
    });
    expect(late.student).toMatchObject({
      student_name: 'Asha Rao',
      class_name: 'Ten',
      section_name: 'A',
    });
  });

  it('takes a payment with its late fee and answers a receipt with the §3 fields', async () => {
    const dueKey = await charge(otherChild, {
      amountPaise: 250_050,
      lateFeePaise: 10_000,
      label: 'Quarter 2',
    });
    const body = receiptBody(otherChild, [{ due_key: dueKey, fee_amount: 2500.5, late_fee: 100 }], {
      payment_mode: 'cheque',
      cheque_dd_no: '004512',
      cheque_date: '2026-05-01',
      bank_details: 'State Bank of India',
      purpose: 'Tuition',
    });
    const paid = await admin.call(makePaymentReceipt, { body });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.message).toBe(m.paymentRecorded);
    const receipt = await admin.ok(getReceipt, { params: { id: paid.body.data.payment_id } });
    expect(receipt).toMatchObject({
      receipt_no: paid.body.data.receipt_no,
      student_name: 'Bala Iyer',
      date_of_admission: '2026-04-01',
      paid_amount: 2600.5,
      late_fee: 100,
      waive_late_fee: 0,
      concession_amount: 0,
      total_amount: 2600.5,
      payment_mode: 'cheque',
      cheque_dd_no: '004512',
      paid_for: 'Quarter 2',
      purpose: 'Tuition',
      payment_date: '2026-05-02',
      cancelled: false,
    });
    const after = await dues(otherChild, '2026-06-01');
    expect(after.dues.find((d) => d.due_key === dueKey)).toMatchObject({
      paid: 2600.5,
      balance: 0,
      late_fee: 100,
    });
  });

  it('gives a named concession and waives the late fee at the counter', async () => {
    const dueKey = await charge(otherChild, {
      amountPaise: 100_000,
      lateFeePaise: 2_500,
      label: 'Quarter 3',
    });
    const body = receiptBody(otherChild, [{ due_key: dueKey, fee_amount: 1000, late_fee: 25 }], {
      paid_amount: 900,
      concession_name: 'Sibling',
      concession_amount: 100,
      waive_late_fee: 1,
      fee_waiver_description: 'Father in hospital',
    });
    const result = await admin.ok(makePaymentReceipt, { body });
    const receipt = await admin.ok(getReceipt, { params: { id: result.payment_id } });
    expect(receipt).toMatchObject({
      paid_amount: 900,
      concession_name: 'Sibling',
      concession_amount: 100,
      waive_late_fee: 1,
      waived_amount: 25,
      fee_waiver_description: 'Father in hospital',
      total_amount: 1025,
    });
    const concessions = await admin.ok(listConcessions, { query: { class_id: classId } });
    expect(concessions.list[0]).toMatchObject({
      name: 'Sibling',
      amount: 100,
      due_label: 'Quarter 3',
      reversed: false,
    });
    const waivers = await admin.ok(listWaivers, { query: {} });
    expect(waivers.list[0]).toMatchObject({
      name: 'Father in hospital',
      amount: 25,
      student_name: 'Bala Iyer',
    });
  });

  it('refuses figures that differ from what is due, with a clear message', async () => {
    const dueKey = await charge(otherChild, { amountPaise: 50_000, lateFeePaise: 1_000 });
    const line = { due_key: dueKey, fee_amount: 500, late_fee: 10 };
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [{ ...line, fee_amount: 499 }]) },
      'payment_structure',
      m.amountDiffers,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [{ ...line, late_fee: 0 }]) },
      'payment_structure',
      m.lateFeeDiffers,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: { ...receiptBody(otherChild, [line]), paid_amount: 100 } },
      'paid_amount',
      m.paidAmountDiffers,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [{ ...line, due_key: 'nope' }]) },
      'payment_structure',
      m.dueNotFound,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [line], { payment_mode: 'demand_draft' }) },
      'cheque_dd_no',
      m.chequeNo,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [line], { concession_amount: 10 }) },
      'concession_name',
      m.concessionName,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [line], { waive_late_fee: 1 }) },
      'fee_waiver_description',
      m.waiverDescription,
    );
    await admin.refused(
      makePaymentReceipt,
      {
        body: receiptBody(otherChild, [line], {
          paid_amount: 10,
          concession_name: 'Big',
          concession_amount: 600,
        }),
      },
      'concession_amount',
      m.concessionTooLarge,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [line], { payment_date: '2099-01-01' }) },
      'payment_date',
      m.paymentDateFuture,
    );
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, []) },
      'payment_structure',
      m.chooseDues,
    );
  });
});

describe('idempotency, cancellation and the append-only ledger', () => {
  it('records one payment for 20 concurrent identical submits and answers the first', async () => {
    const dueKey = await charge(ownChild, { amountPaise: 70_000 });
    const body = receiptBody(ownChild, [{ due_key: dueKey, fee_amount: 700, late_fee: 0 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.call(makePaymentReceipt, { body })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.payment_id)).size).toBe(1);
    expect(answers.filter((a) => !a.body.data.already_recorded)).toHaveLength(1);
    const rows = await withTenant(t.database.db, tenantId, (tx) =>
      tx.execute(
        sql`select count(*)::int as n from fee_ledger_entries where kind = 'payment' and due_key = ${dueKey}`,
      ),
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('cancels a payment only by reversing entries with a reason', async () => {
    const dueKey = await charge(ownChild, {
      amountPaise: 40_000,
      label: 'Bus fee',
      source: 'transport',
    });
    const body = receiptBody(ownChild, [{ due_key: dueKey, fee_amount: 400, late_fee: 0 }], {
      concession_name: 'Staff ward',
      concession_amount: 40,
      paid_amount: 360,
    });
    const { payment_id } = await admin.ok(makePaymentReceipt, { body });
    const cancelled = await admin.call(cancelPayment, {
      body: { payment_id, reason: 'Cheque bounced' },
    });
    expect(cancelled.body.message).toBe(m.paymentCancelled);
    const again = await admin.call(cancelPayment, { body: { payment_id, reason: 'Twice' } });
    expect(again.body.message).toBe(m.alreadyCancelled);
    const due = (await dues(ownChild, '2026-04-01')).dues.find((d) => d.due_key === dueKey);
    expect(due).toMatchObject({ concession: 0, paid: 0, balance: 400 });
    const list = await admin.ok(listCollections, { query: { student_id: ownChild } });
    expect(list.list.find((row) => row.payment_id === payment_id)).toMatchObject({
      cancelled: true,
      cancel_reason: 'Cheque bounced',
      paid_amount: 360,
    });
    const concessions = await admin.ok(listConcessions, { query: {} });
    expect(concessions.list.find((row) => row.name === 'Staff ward')?.reversed).toBe(true);
    await admin.refused(cancelPayment, { body: { payment_id, reason: ' ' } }, 'reason', m.reason);
  });

  it('refuses an UPDATE or DELETE of ledger rows by the school role', async () => {
    const attempt = (statement: string) =>
      withTenant(t.database.db, tenantId, (tx) => tx.execute(sql.raw(statement)));
    await expect(attempt('update fee_ledger_entries set amount_paise = 1')).rejects.toThrow();
    await expect(attempt('delete from fee_payments')).rejects.toThrow();
  });
});

describe('reports', () => {
  it('lists defaulters with months due and the balance after payments and concessions', async () => {
    const student = await buildStudent(t.database.db, {
      tenantId,
      sessionId,
      classId,
      name: 'Chitra Das',
    });
    await charge(student, {
      amountPaise: 100_000,
      lateFeePaise: 5_000,
      dueDate: '2026-04-10',
      label: 'April',
    });
    await charge(student, {
      amountPaise: 100_000,
      lateFeePaise: 5_000,
      dueDate: '2026-05-10',
      label: 'May',
    });
    await charge(student, { amountPaise: 100_000, dueDate: '2026-06-10', label: 'June' });
    const page = await admin.ok(listDefaulters, {
      query: { class_id: classId, as_of: '2026-06-01', limit: 100 },
    });
    const row = page.list.find((r) => r.student_id === student);
    expect(row).toMatchObject({
      months_due: 2,
      due_labels: 'April, May',
      balance: 2100,
      class_name: 'Ten',
    });
    const viaDues = (await dues(student, '2026-06-01')).dues
      .filter((d) => d.due_date < '2026-06-01')
      .reduce((sum, d) => sum + d.balance, 0);
    expect(row!.balance).toBe(viaDues);
    expect(page.count).toBe(page.list.length);
  });

  it('sums collections by mode, day and class, leaving out cancelled payments', async () => {
    const byMode = await admin.ok(getCollectionSummary, { query: { group_by: 'mode' } });
    expect(byMode.map((row) => row.group)).toEqual(['cash', 'cheque']);
    const byClass = await admin.ok(getCollectionSummary, { query: { group_by: 'class' } });
    expect(byClass).toEqual([{ group: 'Ten', payments: 3, amount: 2600.5 + 900 + 700 }]);
    const byDay = await admin.ok(getCollectionSummary, { query: { group_by: 'day' } });
    expect(byDay[0]).toMatchObject({ group: '2026-05-02', payments: 3 });
  });
});

describe('documents', () => {
  it('renders a receipt and a class’s fee slips as PDFs with selectable text', async () => {
    const list = await admin.ok(listCollections, { query: { student_id: otherChild } });
    const asAdmin = { host: admin.host, cookie: admin.cookie };
    const id = list.list.at(-1)!.payment_id;
    const receipt = await sendRoute(t.app, getReceiptPdf, { params: { id } }, asAdmin);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(receipt.rawPayload);
    expect(text).toContain('Fee Receipt');
    expect(text).toContain('Receipt No.: ');
    expect(text).toContain('Bala Iyer');
    const slips = await sendRoute(
      t.app,
      getFeeSlips,
      {
        query: { variant: 'fee', class_id: classId, as_of: '2026-06-01' },
      },
      asAdmin,
    );
    expect(slips.statusCode).toBe(200);
    const slipText = await readPdfText(slips.rawPayload);
    expect(slipText).toContain('Fee Slip');
    expect(slipText).toContain('Asha Rao');
  });

  it('names the slips’ file by the class and section names, not their ids', async () => {
    const asAdmin = { host: admin.host, cookie: admin.cookie };
    const query = { variant: 'fee' as const, class_id: classId, as_of: '2026-06-01' };
    const whole = await sendRoute(t.app, getFeeSlips, { query }, asAdmin);
    expect(whole.headers['content-disposition']).toBe('inline; filename="fee-slips-Ten.pdf"');
    const one = await sendRoute(
      t.app,
      getFeeSlips,
      { query: { ...query, section_id: sectionId } },
      asAdmin,
    );
    expect(one.headers['content-disposition']).toBe('inline; filename="fee-slips-Ten-A.pdf"');
  });
});

describe('parents', () => {
  it('see only their own children’s dues, receipts and payments', async () => {
    const own = await parent.ok(getStudentDues, { query: { student_id: ownChild } });
    expect(own.student.student_id).toBe(ownChild);
    const other = await parent.call(getStudentDues, { query: { student_id: otherChild } });
    expect(other.status).toBe(404);
    const list = await parent.ok(listCollections, { query: {} });
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((row) => row.student_id === ownChild)).toBe(true);
    const othersPayment = (await admin.ok(listCollections, { query: { student_id: otherChild } }))
      .list[0]!;
    expect(
      (await parent.call(getReceipt, { params: { id: othersPayment.payment_id } })).status,
    ).toBe(404);
    const ownPayment = list.list[0]!;
    expect((await parent.call(getReceipt, { params: { id: ownPayment.payment_id } })).status).toBe(
      200,
    );
    const pay = await parent.call(makePaymentReceipt, {
      body: receiptBody(ownChild, [{ due_key: 'x', fee_amount: 1, late_fee: 0 }]),
    });
    expect(pay.status).toBe(403);
  });
});

// Last: its payment would change the counts of the reports above.
describe('a payment key belongs to one payment', () => {
  it('refuses a key reused for another student or due with 409, recording nothing', async () => {
    const ownDue = await charge(ownChild, { amountPaise: 40_000 });
    const laterDue = await charge(ownChild, { amountPaise: 45_000 });
    const otherDue = await charge(otherChild, { amountPaise: 50_000 });
    const first = receiptBody(ownChild, [{ due_key: ownDue, fee_amount: 400, late_fee: 0 }]);
    const paid = await admin.ok(makePaymentReceipt, { body: first });
    const key = first.idempotency_key;
    const reuses = [
      receiptBody(otherChild, [{ due_key: otherDue, fee_amount: 500, late_fee: 0 }]),
      receiptBody(ownChild, [{ due_key: laterDue, fee_amount: 450, late_fee: 0 }]),
    ];
    for (const reuse of reuses) {
      const refused = await admin.call(makePaymentReceipt, {
        body: { ...reuse, idempotency_key: key },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.keyUsedForOtherPayment);
    }
    const open = async (studentId: number, dueKey: string) =>
      (await dues(studentId, '2026-05-02')).dues.find((due) => due.due_key === dueKey)?.balance;
    expect(await open(otherChild, otherDue)).toBe(500);
    expect(await open(ownChild, laterDue)).toBe(450);
    const again = await admin.ok(makePaymentReceipt, { body: first });
    expect(again).toMatchObject({ payment_id: paid.payment_id, already_recorded: true });
  });
});

describe('the refusals of a payment line', () => {
  it('refuses a waiver of no late fee, and a due already paid', async () => {
    const dueKey = await charge(otherChild, { amountPaise: 30_000, lateFeePaise: 0 });
    const line = { due_key: dueKey, fee_amount: 300, late_fee: 0 };
    await admin.refused(
      makePaymentReceipt,
      {
        body: receiptBody(otherChild, [line], {
          waive_late_fee: 1,
          fee_waiver_description: 'Asked for',
        }),
      },
      'waive_late_fee',
      m.nothingToWaive,
    );
    await admin.ok(makePaymentReceipt, { body: receiptBody(otherChild, [line]) });
    await admin.refused(
      makePaymentReceipt,
      { body: receiptBody(otherChild, [line]) },
      'payment_structure',
      m.dueAlreadyPaid,
    );
  });
});
