import {
  onlinePaymentMessages as m,
  type PaymentBreakdown,
  type PaymentProvider,
} from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../platform/api/api-error';
import { forgetPendingPayment, readPendingPayment } from '../lib/pending-payment';
import {
  fetchInvoice,
  fetchPaymentBreakdown,
  onlinePaymentsKey,
  verifyOnlinePayment,
} from './online-payments';

export type VerifyResult =
  | { ok: true; breakdown: PaymentBreakdown }
  | { ok: false; message: string };

/**
 * The status page's check (§4, §8): no invoice id → 'Missing invoice ID.'; the server's
 * verdict (its message, or 'Payment verification failed.'); anything unexpected → 'Error while
 * verifying payment.'. The provider and Razorpay's signed ids come from what the page kept.
 */
export async function verifyReturn(
  invoiceId: string | null,
  success: boolean,
): Promise<VerifyResult> {
  if (!invoiceId) return { ok: false, message: m.missingInvoice };
  try {
    const kept = readPendingPayment(invoiceId);
    const provider: PaymentProvider = kept?.provider ?? (await fetchInvoice(invoiceId)).provider;
    const answer = await verifyOnlinePayment(provider, {
      invoice_id: invoiceId,
      success,
      razorpay_order_id: kept?.razorpay_order_id,
      razorpay_payment_id: kept?.razorpay_payment_id,
      razorpay_signature: kept?.razorpay_signature,
    });
    if (!answer.success) return { ok: false, message: answer.message || m.verificationFailed };
    forgetPendingPayment();
    return { ok: true, breakdown: await fetchPaymentBreakdown({ invoice_id: invoiceId }) };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status < 500)
      return { ok: false, message: error.message || m.verificationFailed };
    return { ok: false, message: m.verifyError };
  }
}

/** The status page's check, run once; then the online-payment lists refresh. Null meanwhile. */
export function useVerifiedReturn(invoiceId: string | null, success: boolean): VerifyResult | null {
  const [result, setResult] = useState<VerifyResult | null>(null);
  const started = useRef(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verifyReturn(invoiceId, success).then((answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: onlinePaymentsKey });
    });
  }, [invoiceId, success, queryClient]);

  return result;
}
