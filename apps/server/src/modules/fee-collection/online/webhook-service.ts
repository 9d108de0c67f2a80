import { onlinePaymentMessages as m } from '@shala/contracts';
import { badRequest } from '../../../platform/errors.ts';
import type { TenantScope } from '../../../platform/scope.ts';
import type { AppConfig } from '../../../platform/services.ts';
import { settleInvoice } from './invoice-service.ts';
import { findInvoiceRecord } from './invoice-store.ts';
import { isValidWebhookSignature } from './razorpay-signature.ts';
import { loadPaymentSetup } from './settings-service.ts';

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    payment_link?: { entity?: { reference_id?: string } };
  };
}

const paidEvents = new Set(['payment.captured', 'order.paid', 'payment_link.paid']);

/**
 * Razorpay's webhook for the school of the host (the route has checked it is a school): the signature over the raw body must match
 * the school's webhook secret; a captured payment of one of our invoices is recorded once
 * (the payer's return may already have recorded it). Other events are acknowledged.
 */
export async function receiveRazorpayWebhook(
  scope: TenantScope,
  config: AppConfig,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ recorded: boolean }> {
  const setup = await loadPaymentSetup(scope.tx, scope.tenantId, config);
  if (!setup.webhookSecret) throw badRequest(m.providerNotSetUp);
  if (!signature || !isValidWebhookSignature(setup.webhookSecret, rawBody, signature))
    throw badRequest(m.badSignature);
  const event = parseEvent(rawBody);
  const payment = event.payload?.payment?.entity;
  if (!paidEvents.has(event.event ?? '') || !payment?.id || typeof payment.amount !== 'number')
    return { recorded: false };
  const reference = event.payload?.payment_link?.entity?.reference_id;
  const invoice = reference
    ? await findInvoiceRecord(scope.tx, scope.tenantId, { publicId: reference }, true)
    : payment.order_id
      ? await findInvoiceRecord(
          scope.tx,
          scope.tenantId,
          { providerOrderId: payment.order_id },
          true,
        )
      : null;
  if (invoice?.provider !== 'razorpay') return { recorded: false };
  const answer = await settleInvoice(scope.tx, invoice, {
    paid: true,
    providerPaymentId: payment.id,
    amountPaise: payment.amount,
  });
  return { recorded: answer.success };
}

function parseEvent(rawBody: Buffer): RazorpayEvent {
  try {
    return JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    throw badRequest(m.badSignature);
  }
}
