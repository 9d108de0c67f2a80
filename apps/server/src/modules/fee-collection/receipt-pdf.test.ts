import { getReceiptPdf, makePaymentReceipt } from '@shala/contracts';
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
import { recordPayment } from './record-payment.ts';

let t: TestApp;
let admin: Client;
let tenantId: number;
let sessionId: number;
let asha: number;
let bala: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await buildSchool(t.database.db, { subdomain: 'receipts', name: 'Greenwood High' }))
    .id;
  sessionId = (await buildSession(t.database.db, tenantId)).id;
  const classId = (await buildClass(t.database.db, tenantId, { name: '7' })).id;
  const section = await buildSection(
    t.database.db,
    { tenantId, sessionId, classId },
    { name: 'B' },
  );
  const place = { tenantId, sessionId, classId, sectionId: section.id };
  asha = await buildStudent(t.database.db, { ...place, name: 'Asha Rao', rollNumber: 12 });
  bala = await buildStudent(t.database.db, { ...place, name: 'Bala Rao', rollNumber: 13 });
  await buildParent(t.database.db, tenantId, [asha, bala], { fullName: 'Ramesh Rao' });
  await buildUser(t.database.db, tenantId, { username: 'accounts@receipts' });
  admin = await signedInClient(t, 'receipts', 'accounts@receipts', testPassword);
});
afterAll(() => t?.close());

const charge = (studentId: number, overrides: Parameters<typeof buildCharge>[2]) =>
  buildCharge(t.database.db, { tenantId, studentId, sessionId }, overrides);

async function receiptText(paymentId: number) {
  const pdf = await sendRoute(
    t.app,
    getReceiptPdf,
    { params: { id: paymentId } },
    { host: admin.host, cookie: admin.cookie },
  );
  expect(pdf.statusCode).toBe(200);
  return readPdfText(pdf.rawPayload);
}

describe('the printed receipt', () => {
  it('carries the student, each month, the concession, the waived late fee, the cheque and the amount in words', async () => {
    const april = await charge(asha, { amountPaise: 6_200_00, label: 'April' });
    const may = await charge(asha, {
      amountPaise: 6_200_00,
      lateFeePaise: 212_00,
      dueDate: '2026-04-15',
      label: 'May',
    });
    const result = await admin.ok(makePaymentReceipt, {
      body: {
        idempotency_key: `receipt-pdf-${process.pid}`,
        student_id: asha,
        payment_date: '2026-05-02',
        payment_mode: 'cheque',
        cheque_dd_no: '004512',
        cheque_date: '2026-05-01',
        bank_details: 'State Bank of India',
        paid_amount: 12_000,
        paid_for: 'School fee',
        concession_name: 'Sibling',
        concession_amount: 400,
        waive_late_fee: 1,
        fee_waiver_description: 'Father in hospital',
        payment_structure: [
          { due_key: april, fee_amount: 6_200, late_fee: 0 },
          { due_key: may, fee_amount: 6_200, late_fee: 212 },
        ],
      },
    });
    const text = await receiptText(result.payment_id);
    for (const expected of [
      'Greenwood High',
      'Fee Receipt',
      `Receipt No.: ${result.receipt_no}`,
      'Asha Rao',
      'TEST/',
      '7 - B',
      '12',
      "Father's Name",
      'Ramesh Rao',
      'April',
      'May',
      'Sibling',
      'Waived',
      'Cheque No. 004512 dated 01-05-2026, State Bank of India',
      'Rupees Twelve Thousand Only',
      'Received By',
      'Test accounts@receipts',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the gateway and its reference on an online receipt, and each child on a sibling payment', async () => {
    const hostelAsha = await charge(asha, {
      amountPaise: 9_400_50,
      label: 'Hostel fee June',
      source: 'hostel',
    });
    const hostelBala = await charge(bala, {
      amountPaise: 9_400_00,
      label: 'Hostel fee June',
      source: 'hostel',
    });
    const payment = await withTenant(t.database.db, tenantId, (tx) =>
      recordPayment(tx, {
        tenantId,
        lines: [
          { studentId: asha, dueKey: hostelAsha, amountPaise: 9_400_50, lateFeePaise: 0 },
          { studentId: bala, dueKey: hostelBala, amountPaise: 9_400_00, lateFeePaise: 0 },
        ],
        mode: 'online',
        provider: 'razorpay',
        providerPaymentId: 'pay_Q1w2E3r4',
        idempotencyKey: `online-${process.pid}`,
        requestHash: 'receipt-pdf-test',
        paymentDate: '2026-06-02',
        sessionId,
      }),
    );
    const text = await receiptText(payment.paymentId);
    for (const expected of [
      'Hostel Fee Receipt',
      `Receipt No.: ${payment.receiptNo}`,
      'Online (Razorpay), reference pay_Q1w2E3r4',
      'Hostel fee June (Asha Rao)',
      'Hostel fee June (Bala Rao)',
      'Rupees Eighteen Thousand Eight Hundred and Fifty Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('titles a library fine’s receipt as one', async () => {
    const fine = await charge(bala, {
      amountPaise: 30_00,
      label: 'Library fine',
      source: 'library',
    });
    const result = await admin.ok(makePaymentReceipt, {
      body: {
        idempotency_key: `library-${process.pid}`,
        student_id: bala,
        payment_date: '2026-05-02',
        payment_mode: 'cash',
        paid_amount: 30,
        payment_structure: [{ due_key: fine, fee_amount: 30, late_fee: 0 }],
      },
    });
    const text = await receiptText(result.payment_id);
    expect(text).toContain('Library Fine Receipt');
    expect(text).toContain(`Receipt No.: ${result.receipt_no}`);
    expect(text).toContain('Rupees Thirty Only');
    expect(text).toContain('Cash');
  });
});
