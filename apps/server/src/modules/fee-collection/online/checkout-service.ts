import type { verifyPaymentBodySchema } from '@shala/contracts';
import { type Checkout, onlinePaymentMessages as m, type PaymentProvider } from '@shala/contracts';
import type { z } from 'zod';
import { badRequest } from '../../../platform/errors.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import {
  attachProviderOrder,
  openInvoice,
  readInvoice,
  requireInvoice,
  type SettleAnswer,
  settleInvoice,
} from './invoice-service.ts';
import {
  offlineProvider,
  type PaymentProviderImpl,
  providerOf,
  razorpayProvider,
} from './providers.ts';
import { loadPaymentSetup, offlineAllowed, type PaymentSetup } from './settings-service.ts';

/** The school's provider; the offline one only where it is allowed (not in production). */
export async function schoolProvider(ctx: SignedInContext): Promise<PaymentProviderImpl> {
  const setup = await loadPaymentSetup(ctx.tx, ctx.tenant.id, ctx.services.config);
  if (setup.provider === 'offline' && !offlineAllowed(ctx.services.config))
    throw badRequest(m.providerNotSetUp);
  return providerOf(setup);
}

/** Opens an invoice for the chosen dues and the provider's side of paying it. */
export async function openCheckout(
  ctx: SignedInContext,
  lines: { student_id: number; due_key: string }[],
): Promise<Checkout> {
  const provider = await schoolProvider(ctx);
  let invoice = await openInvoice(ctx, lines, provider.name);
  const opened = await provider.open(
    { publicId: invoice.publicId, amountPaise: invoice.amountPaise, providerOrderId: null },
    { invoice_id: invoice.publicId, school: ctx.tenant.subdomain },
  );
  if (opened.orderId)
    invoice = await attachProviderOrder(ctx.tx, invoice, { providerOrderId: opened.orderId });
  return {
    invoice: await readInvoice(ctx.tx, ctx.tenant.id, invoice),
    razorpay: opened.razorpay ? { ...opened.razorpay, school_name: ctx.tenant.name } : null,
    redirect_url: opened.redirectUrl,
  };
}

function implFor(provider: PaymentProvider, setup: PaymentSetup, ctx: SignedInContext) {
  if (provider === 'razorpay') return razorpayProvider(setup);
  if (!offlineAllowed(ctx.services.config)) throw badRequest(m.offlineNotAllowed);
  return offlineProvider;
}

/**
 * `POST /accounts/<provider>`: the payer is back from the provider. Checks the return the
 * provider's way and records the payment once (the webhook may have done it already).
 */
export async function verifyReturn(
  ctx: SignedInContext,
  provider: PaymentProvider,
  body: z.output<typeof verifyPaymentBodySchema>,
): Promise<SettleAnswer> {
  const invoice = await requireInvoice(ctx, body.invoice_id, true);
  if (invoice.provider !== provider) throw badRequest(m.providerMismatch);
  if (invoice.status === 'paid')
    return {
      success: true,
      message: m.success,
      invoice: await readInvoice(ctx.tx, ctx.tenant.id, invoice),
    };
  const setup = await loadPaymentSetup(ctx.tx, ctx.tenant.id, ctx.services.config);
  const outcome = await implFor(provider, setup, ctx).confirmReturn(
    {
      publicId: invoice.publicId,
      amountPaise: invoice.amountPaise,
      providerOrderId: invoice.providerOrderId,
    },
    body,
  );
  return settleInvoice(ctx.tx, invoice, outcome);
}
