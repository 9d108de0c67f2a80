import { onlinePaymentMessages as m } from '@shala/contracts';
import { AppError } from '../../../platform/errors.ts';

/** The school's own Razorpay account as our server calls it (never the browser). */
export interface RazorpayAccount {
  apiBase: string;
  keyId: string;
  keySecret: string;
}

export const defaultRazorpayApiBase = 'https://api.razorpay.com';

async function request<T>(
  account: RazorpayAccount,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const auth = Buffer.from(`${account.keyId}:${account.keySecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${account.apiBase.replace(/\/$/, '')}${path}`, {
      method,
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new AppError('BAD_REQUEST', m.providerError);
  }
  if (!response.ok) throw new AppError('BAD_REQUEST', m.providerError);
  return (await response.json()) as T;
}

/** `POST /v1/orders`: an order for the amount in paise; `receipt` is our invoice id. */
export async function createRazorpayOrder(
  account: RazorpayAccount,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<{ id: string; amount: number; currency: string }> {
  return request(account, 'POST', '/v1/orders', {
    amount: order.amountPaise,
    currency: 'INR',
    receipt: order.receipt,
    notes: order.notes,
  });
}

/** `POST /v1/payment_links`: a hosted page for one instalment; we send its short URL ourselves. */
export async function createRazorpayPaymentLink(
  account: RazorpayAccount,
  link: {
    amountPaise: number;
    referenceId: string;
    description: string;
    callbackUrl: string;
    customer: { name: string; email?: string | null; contact?: string | null };
  },
): Promise<{ id: string; short_url: string }> {
  return request(account, 'POST', '/v1/payment_links', {
    amount: link.amountPaise,
    currency: 'INR',
    reference_id: link.referenceId,
    description: link.description,
    customer: link.customer,
    notify: { sms: false, email: false },
    callback_url: link.callbackUrl,
    callback_method: 'get',
  });
}

/** `GET /v1/payments/:id`: the payment's order, amount (paise) and status. */
export async function fetchRazorpayPayment(
  account: RazorpayAccount,
  paymentId: string,
): Promise<{ id: string; order_id: string; amount: number; status: string }> {
  return request(account, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
}
