import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../../../test/helpers/fake-razorpay.ts';
import { createSecretBox } from '../../../platform/crypto/secret-box.ts';
import { createRazorpayOrder, fetchRazorpayPayment } from './razorpay-client.ts';
import { isValidPaymentSignature, isValidWebhookSignature } from './razorpay-signature.ts';

describe('Razorpay signatures', () => {
  // Computed outside Node with `openssl dgst -sha256 -hmac <secret>` over the documented
  // payload: `order_id|payment_id` for Checkout, the raw body for webhooks.
  const keySecret = 'EnLs21M47BllR3X8PSFtjtbd';
  const ids = { orderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_IluGXbfKsmvTfg' };
  const expected = '708029ad9b944ce92fdbdcc2cfde1e060d291d015a04f72cbef3c05463b51e8e';

  it('accepts the Checkout signature of order_id|payment_id and nothing else', () => {
    expect(isValidPaymentSignature(keySecret, ids, expected)).toBe(true);
    expect(isValidPaymentSignature(keySecret, { ...ids, paymentId: 'pay_other' }, expected)).toBe(
      false,
    );
    expect(isValidPaymentSignature('another secret', ids, expected)).toBe(false);
    expect(isValidPaymentSignature(keySecret, ids, expected.toUpperCase())).toBe(false);
    expect(isValidPaymentSignature(keySecret, ids, '')).toBe(false);
  });

  it('checks a webhook signature over the raw body', () => {
    const raw = Buffer.from('{"event":"payment.captured"}');
    const signature = '4f463a57dd128675850163391f0311888616d57bccca75c774c9cdb28134f851';
    expect(isValidWebhookSignature('whsec_test', raw, signature)).toBe(true);
    // The same JSON re-serialised with a space is another body: refused.
    expect(
      isValidWebhookSignature(
        'whsec_test',
        Buffer.from('{"event": "payment.captured"}'),
        signature,
      ),
    ).toBe(false);
    const ours = createHmac('sha256', 'whsec_test').update(raw).digest('hex');
    expect(ours).toBe(signature);
  });
});

describe('sealed secrets', () => {
  const key = Buffer.alloc(32, 7);
  it('opens what it sealed, never shows the secret, and refuses a changed byte or key', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('rzp_secret_value');
    expect(sealed).not.toContain('rzp_secret_value');
    expect(box.seal('rzp_secret_value')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('rzp_secret_value');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
  });
});

describe('Razorpay API client against a local Razorpay', () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterAll(() => fake?.close());

  it('creates an order in paise with the school key, and reads the payment back', async () => {
    const account = { apiBase: fake.url, keyId: fake.keyId, keySecret: fake.keySecret };
    const order = await createRazorpayOrder(account, {
      amountPaise: 123_456,
      receipt: 'inv_1',
      notes: { invoice_id: 'inv_1' },
    });
    expect(fake.orders.get(order.id)).toMatchObject({
      amount: 123_456,
      currency: 'INR',
      receipt: 'inv_1',
    });
    const paid = fake.pay(order.id);
    expect(
      isValidPaymentSignature(
        fake.keySecret,
        { orderId: order.id, paymentId: paid.razorpay_payment_id },
        paid.razorpay_signature,
      ),
    ).toBe(true);
    const payment = await fetchRazorpayPayment(account, paid.razorpay_payment_id);
    expect(payment).toMatchObject({ order_id: order.id, amount: 123_456 });
  });

  it('answers a clear refusal when the key is wrong', async () => {
    const account = { apiBase: fake.url, keyId: fake.keyId, keySecret: 'wrong' };
    await expect(
      createRazorpayOrder(account, { amountPaise: 100, receipt: 'x', notes: {} }),
    ).rejects.toThrow('The payment provider could not be reached. Please try again.');
  });
});
