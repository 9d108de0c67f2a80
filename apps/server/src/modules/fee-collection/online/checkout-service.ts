import type { verifyPaymentBodySchema } from '@shala/contracts';
import { type Checkout, onlinePaymentMessages as m, type PaymentProvider } from '@shala/contracts';
import type { z } from 'zod';
import { badRequest } from '../../../platform/errors.ts';
import type { SignedInScope } from '../../../platform/scope.ts';
import type { AppConfig } from '../../../platform/services.ts';
import type { Tenant } from '../../../platform/tenancy.ts';
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
export async function schoolProvider(
  scope: SignedInScope,
  config: AppConfig,
): Promise<PaymentProviderImpl> {
  const setup = await loadPaymentSetup(scope.tx, scope.tenantId, config);
  if (setup.provider === 'offline' && !offlineAllowed(config)) throw badRequest(m.providerNotSetUp);
  return providerOf(setup);
}

/** Opens an invoice for the chosen dues and the provider's side of paying it. */
export async function openCheckout(
  scope: SignedInScope,
  school: Pick<Tenant, 'subdomain' | 'name'>,
  config: AppConfig,
  lines: { student_id: number; due_key: string }[],
): Promise<Checkout> {
  const provider = await schoolProvider(scope, config);
  let invoice = await openInvoice(scope, lines, provider.name);
  const opened = await provider.open(
    { publicId: invoice.publicId, amountPaise: invoice.amountPaise, providerOrderId: null },
    { invoice_id: invoice.publicId, school: school.subdomain },
  );
  if (opened.orderId)
    invoice = await attachProviderOrder(scope.tx, invoice, { providerOrderId: opened.orderId });
  return {
    invoice: await readInvoice(scope.tx, scope.tenantId, invoice),
    razorpay: opened.razorpay ? { ...opened.razorpay, school_name: school.name } : null,
    redirect_url: opened.redirectUrl,
  };
}

function implFor(provider: PaymentProvider, setup: PaymentSetup, config: AppConfig) {
  if (provider === 'razorpay') return razorpayProvider(setup);
  if (!offlineAllowed(config)) throw badRequest(m.offlineNotAllowed);
  return offlineProvider;
}

/**
 * `POST /accounts/<provider>`: the payer is back from the provider. Checks the return the
 * provider's way and records the payment once (the webhook may have done it already).
 */
export async function verifyReturn(
  scope: SignedInScope,
  config: AppConfig,
  provider: PaymentProvider,
  body: z.output<typeof verifyPaymentBodySchema>,
): Promise<SettleAnswer> {
  const invoice = await requireInvoice(scope, body.invoice_id, true);
  if (invoice.provider !== provider) throw badRequest(m.providerMismatch);
  if (invoice.status === 'paid')
    return {
      success: true,
      message: m.success,
      invoice: await readInvoice(scope.tx, scope.tenantId, invoice),
    };
  const setup = await loadPaymentSetup(scope.tx, scope.tenantId, config);
  const outcome = await implFor(provider, setup, config).confirmReturn(
    {
      publicId: invoice.publicId,
      amountPaise: invoice.amountPaise,
      providerOrderId: invoice.providerOrderId,
    },
    body,
  );
  return settleInvoice(scope.tx, invoice, outcome);
}
