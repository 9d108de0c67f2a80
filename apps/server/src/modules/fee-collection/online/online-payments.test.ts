import { createHmac } from 'node:crypto';
import {
  createCheckout,
  getInvoice,
  getParentDues,
  getPaymentSettings,
  getReceipt,
  getReceiptPdf,
  listInvoices,
  onlinePaymentMessages as m,
  type RouteDef,
  sendPaymentLink,
  studentMonthlyPayment,
  updatePaymentSettings,
  verifyPayment,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../../test/factories/auth.ts';
import { buildCharge } from '../../../../test/factories/fee-collection.ts';
import { buildSchool } from '../../../../test/factories/schools.ts';
import { buildParent, buildStudent } from '../../../../test/factories/students.ts';
import {
  type Client,
  sendRoute,
  signedInClient,
  type WireInput,
} from '../../../../test/helpers/call.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../../test/helpers/fake-razorpay.ts';
import { readPdfText } from '../../../../test/helpers/pdf-text.ts';
import { createTestApp, hostOf, type TestApp } from '../../../../test/helpers/test-app.ts';
import { buildApp } from '../../../app.ts';
import { readConfig } from '../../../platform/config.ts';
import { withPlatform } from '../../../platform/db/tenant-scope.ts';
import { createJobRunner } from '../../../platform/jobs/job-runner.ts';

let t: TestApp;
let fake: FakeRazorpay;
let admin: Client;
let parent: Client;
let otherParent: Client;
let place: { tenantId: number; sessionId: number };
let asha: number;
let ravi: number;
let stranger: number;
const webhookSecret = 'whsec_school_own';

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeRazorpay();
  t.services.config.razorpayApiBase = fake.url;
  t.services.config.secretsKey = Buffer.alloc(32, 3).toString('base64');
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'paysmart' });
  const session = await buildSession(db, school.id);
  const classId = (await buildClass(db, school.id, { name: 'Class 3' })).id;
  place = { tenantId: school.id, sessionId: session.id };
  asha = await buildStudent(db, { ...place, classId, name: 'Asha' });
  ravi = await buildStudent(db, { ...place, classId, name: 'Ravi' });
  stranger = await buildStudent(db, { ...place, classId, name: 'Zoya' });
  await buildUser(db, school.id, { username: 'admin@paysmart' });
  const mine = await buildParent(db, school.id, [asha, ravi]);
  const theirs = await buildParent(db, school.id, [stranger]);
  admin = await signedInClient(t, 'paysmart', 'admin@paysmart', testPassword);
  parent = await signedInClient(t, 'paysmart', mine.user.username, testPassword);
  otherParent = await signedInClient(t, 'paysmart', theirs.user.username, testPassword);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A fresh due of a student: ₹1,500.50 with a ₹50 late fee after 2026-04-10 (past). */
const due = (studentId: number, label = 'Tuition') =>
  buildCharge(
    t.database.db,
    { ...place, studentId },
    {
      amountPaise: 150_050,
      lateFeePaise: 5_000,
      dueDate: '2026-04-10',
      label,
      dueKey: `2026-27:quarterly:${studentId}-${Math.random().toString(36).slice(2, 8)}`,
    },
  );

async function feePaymentsOf(providerPaymentId: string): Promise<number> {
  const result = (await withPlatform(t.database.db, (tx) =>
    tx.execute(
      sql`select count(*)::int as n from fee_payments where provider_payment_id = ${providerPaymentId}`,
    ),
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

function webhookOf(body: object, secret = webhookSecret) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(raw).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/school/accounts/razorpay/webhook',
    headers: {
      host: hostOf('paysmart'),
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
    },
    payload: raw,
  });
}

const captured = (paymentId: string, orderId: string, amount: number) => ({
  event: 'payment.captured',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } },
  },
});

describe('the parent sees and pays only their own children', () => {
  it("lists each child's dues, and refuses another's child or invoice", async () => {
    await due(asha);
    await due(stranger);
    const children = await parent.ok(getParentDues);
    expect(children.map((c) => c.student_name)).toEqual(['Asha', 'Ravi']);
    expect(children[0]!.dues[0]).toMatchObject({
      principal_due: 1500.5,
      late_fee_due: 50,
      balance: 1550.5,
    });
    const strangerDue = (await otherParent.ok(getParentDues))[0]!.dues[0]!.due_key;
    const refused = await parent.call(createCheckout, {
      body: { lines: [{ student_id: stranger, due_key: strangerDue }] },
    });
    expect([refused.status, refused.body.message]).toEqual([404, m.studentNotFound]);
    const theirs = await otherParent.ok(createCheckout, {
      body: { lines: [{ student_id: stranger, due_key: strangerDue }] },
    });
    const peek = await parent.call(getInvoice, {
      query: { invoice_id: theirs.invoice.invoice_id },
    });
    expect(peek.status).toBe(404);
    expect((await admin.ok(getParentDues)).length).toBe(0);
  });
});

describe('the offline provider (embedded default)', () => {
  it('pays dues of two children in one payment, once, with a receipt per child and the breakdown', async () => {
    const a = await due(asha, 'Quarter 2');
    const r = await due(ravi, 'Quarter 2');
    const checkout = await parent.ok(createCheckout, {
      body: {
        lines: [
          { student_id: asha, due_key: a },
          { student_id: ravi, due_key: r },
        ],
      },
    });
    expect(checkout.razorpay).toBeNull();
    expect(checkout.redirect_url).toBe(`/payment?invoice_id=${checkout.invoice.invoice_id}`);
    expect(checkout.invoice).toMatchObject({
      amount: 3101,
      status: 'created',
      provider: 'offline',
    });
    const body = { invoice_id: checkout.invoice.invoice_id, success: true };
    const answers = await Promise.all(
      [1, 2, 3].map(() => parent.ok(verifyPayment, { params: { provider: 'offline' }, body })),
    );
    expect(answers.every((x) => x.success && x.message === m.success)).toBe(true);
    expect(new Set(answers.map((x) => x.invoice?.payment_id)).size).toBe(1);
    // One receipt per child, numbered one after the other, each naming its child and carrying
    // the gateway's payment reference.
    const reference = `offline_${checkout.invoice.invoice_id}`;
    expect(await feePaymentsOf(reference)).toBe(2);
    const receipts = answers[0]!.invoice!.receipts;
    expect(receipts.map((r) => r.student_name)).toEqual(['Asha', 'Ravi']);
    expect(receipts[1]!.receipt_no).toBe(receipts[0]!.receipt_no + 1);
    expect(answers[0]!.invoice!.provider_payment_id).toBe(reference);
    for (const [index, receipt] of receipts.entries()) {
      const paper = await parent.ok(getReceipt, { params: { id: receipt.payment_id } });
      expect(paper).toMatchObject({
        receipt_no: receipt.receipt_no,
        student_name: receipt.student_name,
        payment_mode: 'online',
        provider: 'offline',
        provider_payment_id: reference,
        paid_amount: 1550.5,
      });
      expect(paper.lines.map((line) => line.due_key)).toEqual([[a, r][index]]);
      const pdf = await sendRoute(
        t.app,
        getReceiptPdf,
        { params: { id: receipt.payment_id } },
        { host: parent.host, cookie: parent.cookie },
      );
      const text = await readPdfText(pdf.rawPayload);
      expect(text).toContain(receipt.student_name);
      expect(text).toContain(reference);
    }
    const breakdown = await parent.ok(studentMonthlyPayment, {
      body: { invoice_id: checkout.invoice.invoice_id },
    });
    expect(breakdown).toMatchObject({ payment_type: 'quarterly', total: 3101 });
    expect(breakdown.rows.map((row) => [row.student_name, row.total])).toEqual([
      ['Asha', 1550.5],
      ['Ravi', 1550.5],
    ]);
    const left = await parent.ok(getParentDues);
    expect(
      left
        .flatMap((c) => c.dues)
        .filter((d) => [a, r].includes(d.due_key))
        .map((d) => d.balance),
    ).toEqual([0, 0]);
    const history = await parent.ok(listInvoices, { query: {} });
    expect(history.list[0]).toMatchObject({ status: 'paid', receipts });
    expect(
      (await otherParent.ok(listInvoices, { query: {} })).list.some(
        (i) => i.invoice_id === checkout.invoice.invoice_id,
      ),
    ).toBe(false);
  });

  it('answers a cancelled payment and refuses the breakdown of an unpaid invoice', async () => {
    const a = await due(asha);
    const checkout = await parent.ok(createCheckout, {
      body: { lines: [{ student_id: asha, due_key: a }] },
    });
    const body = { invoice_id: checkout.invoice.invoice_id, success: false };
    const answer = await parent.ok(verifyPayment, { params: { provider: 'offline' }, body });
    expect(answer).toMatchObject({ success: false, message: m.cancelledByPayer });
    const refused = await parent.call(studentMonthlyPayment, {
      body: { invoice_id: checkout.invoice.invoice_id },
    });
    expect([refused.status, refused.body.message]).toEqual([400, m.verificationFailed]);
    const missing = await parent.call(verifyPayment, {
      params: { provider: 'offline' },
      body: { invoice_id: '', success: true },
    });
    expect([missing.status, missing.body.message]).toEqual([400, m.missingInvoice]);
    const unknown = await parent.call(verifyPayment, {
      params: { provider: 'offline' },
      body: { invoice_id: 'nope', success: true },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, m.invoiceNotFound]);
  });
});

describe('a server with NODE_ENV=production', () => {
  it('refuses the offline provider: no checkout, no payment of an offline invoice, no set-up', async () => {
    const a = await due(asha, 'Quarter 3');
    const opened = await parent.ok(createCheckout, {
      body: { lines: [{ student_id: asha, due_key: a }] },
    });
    // The same database served by a production process (sessions are in the database).
    const production = await buildApp({
      services: {
        ...t.services,
        jobs: createJobRunner(t.database, { work: false }),
        config: {
          ...t.services.config,
          production: readConfig({ NODE_ENV: 'production' }).production,
        },
      },
    });
    const send = (client: Client, route: RouteDef, input: WireInput) =>
      sendRoute(production, route, input, { host: client.host, cookie: client.cookie });
    try {
      const body = { invoice_id: opened.invoice.invoice_id, success: true };
      const paid = await send(parent, verifyPayment, { params: { provider: 'offline' }, body });
      expect([paid.statusCode, paid.json().message]).toEqual([400, m.offlineNotAllowed]);
      const checkout = await send(parent, createCheckout, {
        body: { lines: [{ student_id: asha, due_key: a }] },
      });
      expect([checkout.statusCode, checkout.json().message]).toEqual([400, m.providerNotSetUp]);
      const setUp = await send(admin, updatePaymentSettings, { body: { provider: 'offline' } });
      expect([setUp.statusCode, setUp.json().message]).toEqual([400, m.offlineNotAllowed]);
      const settings = await send(admin, getPaymentSettings, {});
      expect(settings.json().data).toMatchObject({ provider: 'offline', offline_allowed: false });
    } finally {
      await production.close();
    }
    const invoice = await parent.ok(getInvoice, {
      query: { invoice_id: opened.invoice.invoice_id },
    });
    expect(invoice.status).toBe('created');
    const left = (await parent.ok(getParentDues)).flatMap((c) => c.dues);
    expect(left.find((d) => d.due_key === a)?.balance).toBe(1550.5);
  });
});

describe('Razorpay with the school’s own keys', () => {
  it('keeps the secrets sealed and never answers them', async () => {
    const saved = await admin.ok(updatePaymentSettings, {
      body: {
        provider: 'razorpay',
        razorpay_key_id: fake.keyId,
        razorpay_key_secret: fake.keySecret,
        razorpay_webhook_secret: webhookSecret,
      },
    });
    expect(saved).toMatchObject({
      provider: 'razorpay',
      razorpay_key_id: fake.keyId,
      has_key_secret: true,
      has_webhook_secret: true,
    });
    expect(JSON.stringify(await admin.ok(getPaymentSettings))).not.toContain(fake.keySecret);
    const stored = (await withPlatform(t.database.db, (tx) =>
      tx.execute(
        sql`select razorpay_key_secret_sealed as s from payment_settings where tenant_id = ${place.tenantId}`,
      ),
    )) as unknown as { rows: Array<{ s: string }> };
    expect(stored.rows[0]!.s).not.toContain(fake.keySecret);
    expect((await parent.call(getPaymentSettings)).status).toBe(403);
  });

  it('creates the order at Razorpay, verifies the signed return, and the webhook adds nothing', async () => {
    const a = await due(asha);
    const checkout = await parent.ok(createCheckout, {
      body: { lines: [{ student_id: asha, due_key: a }] },
    });
    expect(checkout.razorpay).toMatchObject({
      key_id: fake.keyId,
      amount_paise: 155_050,
      currency: 'INR',
    });
    expect(JSON.stringify(checkout)).not.toContain(fake.keySecret);
    const orderId = checkout.razorpay!.order_id;
    expect(fake.orders.get(orderId)).toMatchObject({
      amount: 155_050,
      receipt: checkout.invoice.invoice_id,
    });
    const paid = fake.pay(orderId);
    const body = { invoice_id: checkout.invoice.invoice_id, success: true, ...paid };
    const forged = await parent.call(verifyPayment, {
      params: { provider: 'razorpay' },
      body: { ...body, razorpay_signature: '0'.repeat(64) },
    });
    expect([forged.status, forged.body.message]).toEqual([400, m.badSignature]);
    const [verified, hook, again] = await Promise.all([
      parent.ok(verifyPayment, { params: { provider: 'razorpay' }, body }),
      webhookOf(captured(paid.razorpay_payment_id, orderId, 155_050)),
      parent.ok(verifyPayment, { params: { provider: 'razorpay' }, body }),
    ]);
    expect(verified.success && again.success).toBe(true);
    expect(hook.statusCode).toBe(200);
    expect(await feePaymentsOf(paid.razorpay_payment_id)).toBe(1);
    const receipt = await parent.ok(getReceipt, {
      params: { id: verified.invoice!.receipts[0]!.payment_id },
    });
    expect(receipt).toMatchObject({
      provider: 'razorpay',
      provider_payment_id: paid.razorpay_payment_id,
    });
    const wrongProvider = await parent.call(verifyPayment, {
      params: { provider: 'offline' },
      body,
    });
    expect(wrongProvider.body.message).toBe(m.providerMismatch);
  });

  it('records a payment the webhook reports first, once', async () => {
    const a = await due(ravi);
    const checkout = await parent.ok(createCheckout, {
      body: { lines: [{ student_id: ravi, due_key: a }] },
    });
    const paid = fake.pay(checkout.razorpay!.order_id);
    const event = captured(paid.razorpay_payment_id, paid.razorpay_order_id, 155_050);
    expect((await webhookOf(event)).json().data).toEqual({ recorded: true });
    expect((await webhookOf(event)).statusCode).toBe(200);
    const invoice = await parent.ok(getInvoice, {
      query: { invoice_id: checkout.invoice.invoice_id },
    });
    expect(invoice.status).toBe('paid');
    expect(await feePaymentsOf(paid.razorpay_payment_id)).toBe(1);
  });

  it('refuses a webhook with a bad signature and records nothing', async () => {
    const a = await due(asha);
    const checkout = await parent.ok(createCheckout, {
      body: { lines: [{ student_id: asha, due_key: a }] },
    });
    const paid = fake.pay(checkout.razorpay!.order_id);
    const event = captured(paid.razorpay_payment_id, paid.razorpay_order_id, 155_050);
    const forged = await webhookOf(event, 'not the school secret');
    expect([forged.statusCode, forged.json().message]).toEqual([400, m.badSignature]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/school/accounts/razorpay/webhook',
      headers: { host: hostOf('paysmart'), 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await feePaymentsOf(paid.razorpay_payment_id)).toBe(0);
  });

  it('refuses an amount that differs from the invoice, by either path', async () => {
    const a = await due(asha);
    const checkout = await parent.ok(createCheckout, {
      body: { lines: [{ student_id: asha, due_key: a }] },
    });
    const paid = fake.pay(checkout.razorpay!.order_id, 100);
    const body = { invoice_id: checkout.invoice.invoice_id, success: true, ...paid };
    const verified = await parent.call(verifyPayment, { params: { provider: 'razorpay' }, body });
    expect([verified.status, verified.body.message]).toEqual([400, m.amountMismatch]);
    const hook = await webhookOf(captured(paid.razorpay_payment_id, paid.razorpay_order_id, 100));
    expect([hook.statusCode, hook.json().message]).toEqual([400, m.amountMismatch]);
    expect(await feePaymentsOf(paid.razorpay_payment_id)).toBe(0);
    expect(
      (await parent.ok(getInvoice, { query: { invoice_id: checkout.invoice.invoice_id } })).status,
    ).toBe('created');
  });

  it('sends a Payment Link for one instalment to the parents, paid through the webhook', async () => {
    const r = await due(ravi, 'Quarter 3');
    const sent = await admin.call(sendPaymentLink, {
      body: { student_id: ravi, due_key: r, email: true, sms: true },
    });
    expect([sent.status, sent.body.message]).toEqual([200, m.linkSent]);
    const { invoice, link_url, recipients } = sent.body.data;
    expect(recipients).toBe(1);
    const link = fake.links.find((l) => l.reference_id === invoice.invoice_id)!;
    expect([link.amount, link_url]).toEqual([155_050, link.short_url]);
    expect(
      (await parent.call(sendPaymentLink, { body: { student_id: ravi, due_key: r } })).status,
    ).toBe(403);
    const event = {
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: link.id, reference_id: invoice.invoice_id } },
        payment: {
          entity: {
            id: 'pay_link_1',
            order_id: 'order_link_1',
            amount: 155_050,
            status: 'captured',
          },
        },
      },
    };
    expect((await webhookOf(event)).json().data).toEqual({ recorded: true });
    const seen = await parent.ok(getInvoice, { query: { invoice_id: invoice.invoice_id } });
    expect(seen).toMatchObject({ status: 'paid', link_url: link.short_url });
  });
});
