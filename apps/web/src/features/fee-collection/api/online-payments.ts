import {
  type BodyOf,
  createCheckout,
  getInvoice,
  getParentDues,
  getPaymentSettings,
  listInvoices,
  type PaymentProvider,
  studentMonthlyPayment,
  updatePaymentSettings,
  verifyPayment,
} from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

/** Root of every online-payment query: a payment refreshes dues, history and invoices. */
export const onlinePaymentsKey = ['online-payments'] as const;

/** `GET /accounts/parent_dues`: each of the parent's children with their dues. */
export function useParentDuesQuery() {
  return useQuery({
    queryKey: [...onlinePaymentsKey, 'parent-dues'],
    queryFn: ({ signal }) => apiCall(getParentDues, { signal }),
  });
}

/** `GET /accounts/invoices`: online payments, latest first. */
export function useInvoicesQuery() {
  return useQuery({
    queryKey: [...onlinePaymentsKey, 'invoices'],
    queryFn: ({ signal }) => apiCall(listInvoices, { query: { skip: 0, limit: 50 }, signal }),
  });
}

/** `GET /accounts/invoice/:invoice_id`. */
export function useInvoiceQuery(invoiceId: string | null) {
  return useQuery({
    queryKey: [...onlinePaymentsKey, 'invoice', invoiceId],
    queryFn: ({ signal }) =>
      apiCall(getInvoice, { query: { invoice_id: invoiceId! }, signal, silent: true }),
    enabled: Boolean(invoiceId),
  });
}

/** `POST /accounts/checkout`: an invoice for the chosen dues and how to pay it. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof createCheckout>) => apiCall(createCheckout, { body }),
  });
}

/** `POST /accounts/<provider>`: the status page's verification (its texts are its own). */
export function verifyOnlinePayment(provider: PaymentProvider, body: BodyOf<typeof verifyPayment>) {
  return apiCall(verifyPayment, { params: { provider }, body, silent: true });
}

/** `POST /accounts/studentMonthlyPayment`: the paid invoice's breakdown. */
export function fetchPaymentBreakdown(body: BodyOf<typeof studentMonthlyPayment>) {
  return apiCall(studentMonthlyPayment, { body, silent: true });
}

export function usePaymentSettingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...onlinePaymentsKey, 'settings'],
    queryFn: ({ signal }) => apiCall(getPaymentSettings, { signal }),
    enabled,
  });
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updatePaymentSettings>) =>
      apiCall(updatePaymentSettings, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlinePaymentsKey }),
  });
}
