import {
  createCheckout,
  getParentDues,
  getReceipt,
  getStudentDues,
  hostelDefaulters,
  listFeeResidents,
  verifyPayment,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCharge } from '../../../test/factories/fee-collection.ts';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'hostelonline');
});
afterAll(() => t?.close());

describe('every charge in the ledger is the parent’s to see and pay online', () => {
  it('shows hostel months from joining, transport and library dues, and pays them in one checkout', async () => {
    const hostel = await s.newHostel();
    await s.newFeeSetup(hostel.id);
    const room = await s.newRoom(hostel.id);
    // Joined in February: February and March are due (both past their 10th), nothing before.
    await s.allocate(room, s.child, { joining: `${s.startYear + 1}-02-15` });
    const place = { tenantId: s.schoolId, studentId: s.child, sessionId: s.session.id };
    const fare = await buildCharge(t.database.db, place, {
      source: 'transport',
      label: 'Transport fare',
      amountPaise: 120_000,
      dueDate: `${s.startYear + 1}-03-10`,
    });
    const fine = await buildCharge(t.database.db, place, {
      source: 'library',
      label: 'Library fine',
      amountPaise: 2_000,
      dueDate: `${s.startYear + 1}-03-01`,
    });
    const feb = `hostel:${s.session.id}:${s.startYear + 1}-02`;
    const mar = `hostel:${s.session.id}:${s.startYear + 1}-03`;

    const [child] = await s.parent.ok(getParentDues);
    const owed = new Map(child!.dues.map((due) => [due.due_key, due]));
    expect(
      child!.dues.filter((due) => due.due_key.startsWith('hostel:')).map((d) => d.due_key),
    ).toEqual([feb, mar]);
    expect(owed.get(feb)).toMatchObject({
      label: `Hostel fee February ${s.startYear + 1}`,
      balance: 5200,
    });
    expect(owed.get(fare)?.balance).toBe(1200);
    expect(owed.get(fine)?.balance).toBe(20);
    expect(child!.total_due).toBe(5200 * 2 + 1200 + 20);

    const checkout = await s.parent.ok(createCheckout, {
      body: {
        lines: [feb, fare, fine].map((due_key) => ({ student_id: s.child, due_key })),
      },
    });
    expect(checkout.invoice.amount).toBe(5200 + 1200 + 20);
    const verified = await s.parent.ok(verifyPayment, {
      params: { provider: 'offline' },
      body: { invoice_id: checkout.invoice.invoice_id, success: true },
    });
    expect(verified.success).toBe(true);
    const receipt = await s.parent.ok(getReceipt, {
      params: { id: verified.invoice!.receipts[0]!.payment_id },
    });
    expect(new Set(receipt.lines.map((line) => line.due_key))).toEqual(new Set([feb, fine, fare]));
    expect(receipt.provider_payment_id).toBe(`offline_${checkout.invoice.invoice_id}`);

    // What is left is March; the hostel's own pages see February paid.
    const [after] = await s.parent.ok(getParentDues);
    expect(after!.dues.filter((due) => due.balance > 0).map((due) => due.due_key)).toEqual([mar]);
    const rows = await s.warden.ok(listFeeResidents, { query: { session_id: s.session.id } });
    expect(rows.list.find((row) => row.user_id === s.child)?.paid_months).toEqual([
      `${s.startYear + 1}-02`,
    ]);
    const defaulters = await s.warden.ok(hostelDefaulters, {
      query: { session_id: s.session.id, for: 'student' },
    });
    expect(defaulters.find((row) => row.student.student_name === 'Asha Iyer')?.months_due).toEqual([
      `${s.startYear + 1}-03`,
    ]);
    // The school's counter shows the same dues.
    const counter = await s.accountant.ok(getStudentDues, {
      query: { student_id: s.child, session_id: s.session.id, as_of: `${s.startYear + 1}-03-31` },
    });
    expect(counter.dues.find((due) => due.due_key === mar)?.balance).toBe(5200);
  });
});
