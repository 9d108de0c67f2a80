import type { PaymentProvider } from '@shala/contracts';
import {
  readStorage,
  removeStorage,
  writeStorage,
} from '../../../platform/storage/browser-storage';
import { storageKeys } from '../../../platform/storage/storage-keys';

/** §4: what the page keeps while the payer is at the provider, read back on return. */
export interface PendingPayment {
  invoice_id: string;
  provider: PaymentProvider;
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
}

export function keepPendingPayment(payment: PendingPayment): void {
  writeStorage(storageKeys.pendingPayment, JSON.stringify(payment));
}

/** The kept payment of this invoice, if any (another invoice's is ignored). */
export function readPendingPayment(invoiceId: string): PendingPayment | null {
  try {
    const kept = JSON.parse(
      readStorage(storageKeys.pendingPayment) ?? 'null',
    ) as PendingPayment | null;
    return kept?.invoice_id === invoiceId ? kept : null;
  } catch {
    return null;
  }
}

export const forgetPendingPayment = () => removeStorage(storageKeys.pendingPayment);

/** Where the payer lands after paying (or not): the status page of the invoice. */
export const statusPageUrl = (invoiceId: string, success: boolean) =>
  `/student_payment_status?invoice_id=${encodeURIComponent(invoiceId)}&success=${success}`;
