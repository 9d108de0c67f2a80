import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret,
 * hex. Compared in constant time.
 */
export function isValidPaymentSignature(
  keySecret: string,
  ids: { orderId: string; paymentId: string },
  signature: string,
): boolean {
  return sameHex(hmacHex(keySecret, `${ids.orderId}|${ids.paymentId}`), signature);
}

/** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  return sameHex(hmacHex(webhookSecret, rawBody), signature);
}
