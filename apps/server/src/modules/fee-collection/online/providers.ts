import {
  onlinePaymentMessages as m,
  type PaymentProvider,
  type verifyPaymentBodySchema,
} from '@shala/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { createRazorpayOrder, fetchRazorpayPayment } from './razorpay-client.ts';
import { isValidPaymentSignature } from './razorpay-signature.ts';
import type { PaymentSetup } from './settings-service.ts';

/** The invoice as a provider sees it. */
export interface ProviderInvoice {
  publicId: string;
  amountPaise: number;
  providerOrderId: string | null;
}

/** How the browser goes on to pay: Razorpay Checkout's options, or a local page to open. */
export interface ProviderCheckout {
  orderId: string | null;
  razorpay: { key_id: string; order_id: string; amount_paise: number; currency: 'INR' } | null;
  redirectUrl: string | null;
}

/** The payer's return, checked: paid (with the provider's payment id and amount) or not. */
export type ProviderOutcome =
  | { paid: true; providerPaymentId: string; amountPaise: number }
  | { paid: false; message: string };

/**
 * A payment provider (ARCHITECTURE §4): opens its side of a checkout and checks the payer's
 * return. Recording the payment is the same for every provider (invoice-service).
 */
export interface PaymentProviderImpl {
  name: PaymentProvider;
  open(invoice: ProviderInvoice, notes: Record<string, string>): Promise<ProviderCheckout>;
  confirmReturn(
    invoice: ProviderInvoice,
    body: z.output<typeof verifyPaymentBodySchema>,
  ): Promise<ProviderOutcome>;
}

/**
 * The built-in provider of the embedded default: the same redirect flow on a local page
 * (/payment?invoice_id=…), whose Pay button returns to /student_payment_status.
 */
export const offlineProvider: PaymentProviderImpl = {
  name: 'offline',
  async open(invoice) {
    return {
      orderId: null,
      razorpay: null,
      redirectUrl: `/payment?invoice_id=${encodeURIComponent(invoice.publicId)}`,
    };
  },
  async confirmReturn(invoice, body) {
    if (!body.success) return { paid: false, message: m.cancelledByPayer };
    return {
      paid: true,
      providerPaymentId: `offline_${invoice.publicId}`,
      amountPaise: invoice.amountPaise,
    };
  },
};

/** Razorpay with the school's own account: an order, Checkout in the page, a signed return. */
export function razorpayProvider(setup: PaymentSetup): PaymentProviderImpl {
  const account = setup.razorpay;
  if (!account) throw badRequest(m.providerNotSetUp);
  return {
    name: 'razorpay',
    async open(invoice, notes) {
      const order = await createRazorpayOrder(account, {
        amountPaise: invoice.amountPaise,
        receipt: invoice.publicId,
        notes,
      });
      if (order.amount !== invoice.amountPaise) throw new AppError('BAD_REQUEST', m.providerError);
      return {
        orderId: order.id,
        razorpay: {
          key_id: account.keyId,
          order_id: order.id,
          amount_paise: invoice.amountPaise,
          currency: 'INR',
        },
        redirectUrl: null,
      };
    },
    async confirmReturn(invoice, body) {
      if (!body.success) return { paid: false, message: m.cancelledByPayer };
      const orderId = body.razorpay_order_id ?? '';
      const paymentId = body.razorpay_payment_id ?? '';
      const signed = isValidPaymentSignature(
        account.keySecret,
        { orderId, paymentId },
        body.razorpay_signature ?? '',
      );
      if (!signed || !invoice.providerOrderId || orderId !== invoice.providerOrderId)
        throw badRequest(m.badSignature);
      // The signature proves the payer paid this order; the amount is read from Razorpay.
      const payment = await fetchRazorpayPayment(account, paymentId);
      if (payment.order_id !== orderId) throw badRequest(m.badSignature);
      return { paid: true, providerPaymentId: paymentId, amountPaise: payment.amount };
    },
  };
}

/** The provider a school's setup names. */
export function providerOf(setup: PaymentSetup): PaymentProviderImpl {
  return setup.provider === 'razorpay' ? razorpayProvider(setup) : offlineProvider;
}
