import {
  createFeeSetup,
  deleteFeeSetup,
  feeCollectionMessages as feeMessages,
  getReceipt,
  getReceiptPdf,
  getStudentDues,
  hostelDefaulters,
  listFeeResidents,
  listFeeSetups,
  hostelMessages as m,
  payHostelFee,
  updateFeeSetup,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { sendRoute } from '../../../test/helpers/call.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'hostelfees');
});
afterAll(() => t?.close());

/** A student with a bed in a hostel charging ₹5,000 a month, late fee ₹200 after the 10th. */
async function resident(options: { joining?: string } = {}) {
  const hostel = await s.newHostel();
  const setup = await s.newFeeSetup(hostel.id);
  const room = await s.newRoom(hostel.id);
  const student = await s.newStudent();
  const allocation = await s.allocate(room, student, options);
  return { hostel, setup, room, student, allocation };
}

const payment = (student: number, extra: Record<string, unknown> = {}) => {
  keys += 1;
  return {
    session_id: s.session.id,
    for: 'student' as const,
    user_id: student,
    paid_month: `${s.startYear}-04,${s.startYear}-05`,
    payment_date: `${s.startYear}-05-20`,
    mode_of_payment: 'cheque' as const,
    due_amount: 10000,
    late_fee: 400,
    paid_amount: 10400,
    cheque_dd_no: '004512',
    cheque_date: `${s.startYear}-05-19`,
    bank_details: 'State Bank of India, Jayanagar',
    idempotency_key: `hostel-test-${process.pid}-${keys}`,
    ...extra,
  };
};

describe('fee setup', () => {
  it('adds one per hostel and session, lists, edits and deletes', async () => {
    const hostel = await s.newHostel('Setup House');
    const setup = await s.newFeeSetup(hostel.id, { amount: 4500.5, late_fee: 150, last_day: 30 });
    expect(setup).toMatchObject({
      hostel_id: hostel.id,
      session_id: s.session.id,
      amount: 4500.5,
      late_fee: 150,
      last_day_of_submission: 30,
      currency: 'INR',
      currency_symbol: '₹',
      hostel: { hostel_name: 'Setup House' },
      session: { session_name: s.session.name },
    });
    const twice = await s.accountant.call(createFeeSetup, {
      body: {
        session_id: s.session.id,
        hostel_id: hostel.id,
        amount: 1,
        late_fee: 0,
        last_day_of_submission: 5,
      },
    });
    expect([twice.status, twice.body.message]).toEqual([400, m.feeSetupExists]);
    const list = await s.accountant.ok(listFeeSetups, { params: { session_id: s.session.id } });
    expect(list.map((row) => row.id)).toContain(setup.id);
    const updated = await s.accountant.ok(updateFeeSetup, {
      body: { id: setup.id, amount: 5000, late_fee: 0, last_day_of_submission: 1 },
    });
    expect(updated).toMatchObject({ amount: 5000, late_fee: 0, last_day_of_submission: 1 });
    await s.accountant.ok(deleteFeeSetup, { params: { id: setup.id } });
    expect((await s.accountant.call(deleteFeeSetup, { params: { id: setup.id } })).status).toBe(
      404,
    );
  });

  it('says what is missing (§5)', async () => {
    const hostel = await s.newHostel();
    const body = {
      session_id: s.session.id,
      hostel_id: hostel.id,
      amount: 100,
      late_fee: 10,
      last_day_of_submission: 10,
    };
    await s.accountant.refused(
      createFeeSetup,
      { body: { ...body, amount: '' } },
      'amount',
      m.amountRequired,
    );
    await s.accountant.refused(
      createFeeSetup,
      { body: { ...body, late_fee: null as unknown as number } },
      'late_fee',
      m.lateFeeRequired,
    );
    await s.accountant.refused(
      createFeeSetup,
      { body: { ...body, last_day_of_submission: 31 } },
      'last_day_of_submission',
      m.badLastDay,
    );
    await s.accountant.refused(
      updateFeeSetup,
      { body: { id: 1, amount: 100, late_fee: 10, last_day_of_submission: undefined } },
      'last_day_of_submission',
      m.lastDayRequired,
    );
    expect((await s.warden.call(createFeeSetup, { body })).status).toBe(403);
  });
});

describe('payments', () => {
  it('collects two months with late fees by cheque through the fee ledger, with a receipt and its PDF', async () => {
    const { student } = await resident();
    const paid = await s.accountant.ok(payHostelFee, { body: payment(student) });
    expect(paid).toMatchObject({
      paid_month: [`${s.startYear}-04`, `${s.startYear}-05`],
      paid_amount: 10400,
      late_fee: 400,
      due_amount: 10000,
      already_recorded: false,
    });
    const receipt = await s.accountant.ok(getReceipt, { params: { id: paid.payment_id } });
    expect(receipt).toMatchObject({
      receipt_no: paid.receipt_no,
      student_id: student,
      payment_mode: 'cheque',
      cheque_dd_no: '004512',
      total_amount: 10400,
      late_fee: 400,
      purpose: 'Hostel fee',
    });
    expect(receipt.lines.map((line) => line.due_key)).toEqual([
      `hostel:${s.session.id}:${s.startYear}-04`,
      `hostel:${s.session.id}:${s.startYear}-05`,
    ]);
    const pdf = await sendRoute(
      t.app,
      getReceiptPdf,
      { params: { id: paid.payment_id } },
      { host: s.accountant.host, cookie: s.accountant.cookie },
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await readPdfText(pdf.rawPayload)).toContain('Hostel fee April');
    const dues = await s.accountant.ok(getStudentDues, {
      query: { student_id: student, session_id: s.session.id, as_of: `${s.startYear}-05-20` },
    });
    const hostelDues = dues.dues.filter((due) => due.due_key.startsWith('hostel:'));
    expect(hostelDues.map((due) => due.balance)).toEqual([0, 0]);
    const rows = await s.accountant.ok(listFeeResidents, {
      query: { session_id: s.session.id },
    });
    const mine = rows.list.find((row) => row.user_id === student)!;
    expect(mine).toMatchObject({ amount: 5000, late_fee: 200, last_day_of_submission: 10 });
    expect(mine.paid_months).toEqual([`${s.startYear}-04`, `${s.startYear}-05`]);
  });

  it('records a double submit once, and never pays a month twice', async () => {
    const { student } = await resident();
    const body = payment(student, {
      mode_of_payment: 'cash',
      paid_month: `${s.startYear}-06`,
      due_amount: 5000,
      late_fee: 0,
      paid_amount: 5000,
      payment_date: `${s.startYear}-06-10`,
    });
    const [first, second] = await Promise.all([
      s.accountant.call(payHostelFee, { body }),
      s.accountant.call(payHostelFee, { body }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.payment_id).toBe(second.body.data.payment_id);
    expect([first.body.data.already_recorded, second.body.data.already_recorded].sort()).toEqual([
      false,
      true,
    ]);
    const again = await s.accountant.call(payHostelFee, {
      body: { ...body, idempotency_key: `${body.idempotency_key}-again` },
    });
    expect([again.status, again.body.message]).toEqual([400, m.monthPaid]);
  });

  it('refuses a key reused for another resident with 409, and pays nothing of theirs', async () => {
    const first = await resident();
    const second = await resident();
    const body = payment(first.student);
    const paid = await s.accountant.ok(payHostelFee, { body });
    const reuse = payment(second.student, { idempotency_key: body.idempotency_key });
    const refused = await s.accountant.call(payHostelFee, { body: reuse });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      feeMessages.keyUsedForOtherPayment,
    ]);
    const again = await s.accountant.ok(payHostelFee, { body });
    expect(again).toMatchObject({ id: paid.id, already_recorded: true });
    const own = await s.accountant.ok(payHostelFee, { body: payment(second.student) });
    expect(own).toMatchObject({ paid_amount: 10400, already_recorded: false });
  });

  it('refuses an amount that differs from the hostel rule', async () => {
    const { student } = await resident();
    // Paid on the 10th of May: May carries no late fee, April does.
    await s.accountant.refused(
      payHostelFee,
      { body: payment(student, { payment_date: `${s.startYear}-05-10` }) },
      'paid_amount',
      m.amountMismatch,
    );
    const right = await s.accountant.ok(payHostelFee, {
      body: payment(student, {
        payment_date: `${s.startYear}-05-10`,
        late_fee: 200,
        paid_amount: 10200,
      }),
    });
    expect(right.paid_amount).toBe(10200);
  });

  it('says what is missing or wrong (§5)', async () => {
    const { student } = await resident({ joining: `${s.startYear}-05-01` });
    await s.accountant.refused(
      payHostelFee,
      { body: payment(student, { payment_date: '' }) },
      'payment_date',
      m.paymentDateRequired,
    );
    await s.accountant.refused(
      payHostelFee,
      { body: payment(student, { cheque_date: '' }) },
      'cheque_date',
      m.ddDateRequired,
    );
    await s.accountant.refused(
      payHostelFee,
      { body: payment(student, { mode_of_payment: 'demand_draft', cheque_date: null }) },
      'cheque_date',
      m.ddDateRequired,
    );
    await s.accountant.refused(
      payHostelFee,
      { body: payment(student, { paid_month: '' }) },
      'paid_month',
      m.chooseMonths,
    );
    await s.accountant.refused(
      payHostelFee,
      { body: payment(student) },
      'paid_month',
      m.monthBeforeJoining,
    );
    await s.accountant.refused(
      payHostelFee,
      { body: payment(student, { paid_month: `${s.startYear + 1}-04` }) },
      'paid_month',
      m.badMonth,
    );
    await s.accountant.refused(
      payHostelFee,
      { body: payment(await s.newStudent()) },
      'user_id',
      m.residentNotAllocated,
    );
    await s.accountant.refused(
      payHostelFee,
      { body: payment(s.teacherId, { for: 'staff' }) },
      'for',
      m.staffRentNotCollected,
    );
    expect((await s.teacher.call(payHostelFee, { body: payment(student) })).status).toBe(403);
    expect((await s.parent.call(payHostelFee, { body: payment(student) })).status).toBe(403);
  });
});

describe('defaulters', () => {
  it('lists unpaid months past their last day with late fees, and follows payments', async () => {
    const { hostel, student } = await resident({ joining: `${s.startYear}-10-05` });
    const query = { session_id: s.session.id, hostel_id: hostel.id, for: 'student' as const };
    const before = await s.accountant.ok(hostelDefaulters, { query });
    const months = ['10', '11', '12']
      .map((mm) => `${s.startYear}-${mm}`)
      .concat(['01', '02', '03'].map((mm) => `${s.startYear + 1}-${mm}`));
    expect(before).toEqual([
      expect.objectContaining({
        joiningDate: `${s.startYear}-10-05`,
        lastPaymentMonths: [],
        lastPaymentDate: null,
        months_due: months,
        dueAmount: 6 * 5200,
      }),
    ]);
    await s.accountant.ok(payHostelFee, {
      body: payment(student, {
        paid_month: months.slice(0, 2).join(','),
        payment_date: `${s.startYear}-11-25`,
        due_amount: 10000,
        late_fee: 400,
        paid_amount: 10400,
      }),
    });
    const after = await s.accountant.ok(hostelDefaulters, { query });
    expect(after[0]).toMatchObject({
      lastPaymentMonths: months.slice(0, 2),
      lastPaymentDate: `${s.startYear}-11-25`,
      months_due: months.slice(2),
      dueAmount: 4 * 5200,
    });
    await s.accountant.ok(payHostelFee, {
      body: payment(student, {
        paid_month: months.slice(2).join(','),
        payment_date: `${s.startYear + 1}-03-31`,
        due_amount: 20000,
        late_fee: 800,
        paid_amount: 20800,
      }),
    });
    expect(await s.accountant.ok(hostelDefaulters, { query })).toEqual([]);
    expect((await s.teacher.call(hostelDefaulters, { query })).status).toBe(403);
  });
});
