import {
  getFeeSlips,
  hostelDefaulters,
  hostelReceiptPdf,
  listFeeResidents,
  hostelMessages as m,
  payHostelFee,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { sendRoute } from '../../../test/helpers/call.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'wardenfees');
});
afterAll(() => t?.close());

const pdfAs = (client: typeof s.warden, id: number) =>
  sendRoute(
    t.app,
    hostelReceiptPdf,
    { params: { id } },
    { host: client.host, cookie: client.cookie },
  );

describe('the warden collects hostel fees (the hostel module’s fee pages)', () => {
  it('lists residents, records months from the joining month on, and opens the receipt', async () => {
    const hostel = await s.newHostel();
    await s.newFeeSetup(hostel.id);
    const room = await s.newRoom(hostel.id);
    const student = await s.newStudent();
    await s.allocate(room, student, { joining: `${s.startYear}-10-18` });

    const rows = await s.warden.ok(listFeeResidents, { query: { session_id: s.session.id } });
    expect(rows.list.some((row) => row.user_id === student)).toBe(true);
    const body = {
      session_id: s.session.id,
      for: 'student' as const,
      user_id: student,
      paid_month: `${s.startYear}-10,${s.startYear}-11`,
      payment_date: `${s.startYear}-11-05`,
      mode_of_payment: 'cash' as const,
      due_amount: 10000,
      late_fee: 200,
      paid_amount: 10200,
      idempotency_key: `warden-${process.pid}-1`,
    };
    // A month before the joining date is refused, whatever the form sent.
    await s.warden.refused(
      payHostelFee,
      { body: { ...body, paid_month: `${s.startYear}-09`, due_amount: 5000, paid_amount: 5200 } },
      'paid_month',
      m.monthBeforeJoining,
    );
    const paid = await s.warden.ok(payHostelFee, { body });
    expect(paid).toMatchObject({ paid_amount: 10200, already_recorded: false });

    const pdf = await pdfAs(s.warden, paid.payment_id);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain(`Hostel Fee Receipt  Receipt No.: ${paid.receipt_no}`);
    expect(text).toContain('Hostel fee October');
    expect(
      (
        await s.warden.call(hostelDefaulters, {
          query: { session_id: s.session.id, for: 'student' },
        })
      ).status,
    ).toBe(200);
  });

  it('opens no other receipt, and only for those who collect hostel fees', async () => {
    const missing = await pdfAs(s.warden, 999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, m.receiptNotFound]);
    expect((await pdfAs(s.teacher, 1)).statusCode).toBe(403);
    expect((await pdfAs(s.parent, 1)).statusCode).toBe(403);
  });

  it('prints the hostel slip only for students with a bed in the session', async () => {
    const hostel = await s.newHostel();
    await s.newFeeSetup(hostel.id);
    const room = await s.newRoom(hostel.id);
    const hosteller = await s.newStudent('Female', 'Hema Hosteller');
    await s.newStudent('Female', 'Devi Dayscholar');
    await s.allocate(room, hosteller);
    const slipsOf = (variant: 'hostel' | 'fee') =>
      sendRoute(
        t.app,
        getFeeSlips,
        { query: { variant, class_id: s.classId, as_of: `${s.startYear}-06-01` } },
        { host: s.accountant.host, cookie: s.accountant.cookie },
      ).then((answer) => readPdfText(answer.rawPayload));
    const hostelText = await slipsOf('hostel');
    expect(hostelText).toContain('Hostel Fee Slip');
    expect(hostelText).toContain('Hema Hosteller');
    expect(hostelText).not.toContain('Devi Dayscholar');
    // The school's own slip is still for every student of the class.
    expect(await slipsOf('fee')).toContain('Devi Dayscholar');
  });
});
