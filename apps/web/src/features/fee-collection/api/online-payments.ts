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
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';

/** Root of every online-payment query: a payment refreshes dues, history and invoices. */
export const onlinePaymentsKey = ['online-payments'] as const;

/** `GET /accounts/parent_dues`: each of the parent's children with their dues. */
export const parentDuesQueryOptions = () =>
  routeQueryOptions(getParentDues, { key: [...onlinePaymentsKey, 'parent-dues'] });

export const useParentDuesQuery = () => useQuery(parentDuesQueryOptions());

/** `GET /accounts/invoices`: online payments, latest first. */
export const invoicesQueryOptions = () =>
  routeQueryOptions(listInvoices, {
    key: [...onlinePaymentsKey, 'invoices'],
    input: { query: { skip: 0, limit: 50 } },
  });

export const useInvoicesQuery = () => useQuery(invoicesQueryOptions());

/** `GET /accounts/invoice/:invoice_id`. */
export const invoiceQueryOptions = (invoiceId: string | null) =>
  routeQueryOptions(getInvoice, {
    key: [...onlinePaymentsKey, 'invoice', invoiceId],
    input: invoiceId ? { query: { invoice_id: invoiceId } } : null,
    silent: true,
  });

export const useInvoiceQuery = (invoiceId: string | null) =>
  useQuery(invoiceQueryOptions(invoiceId));

/** The invoice once, for the status page's check (its failures are the page's to say). */
export const fetchInvoice = (invoiceId: string) =>
  apiCall(getInvoice, { query: { invoice_id: invoiceId }, silent: true });

/** `POST /accounts/checkout`: an invoice for the chosen dues and how to pay it. */
export const useCreateCheckout = () => useRouteMutation(createCheckout, {});

/** `POST /accounts/<provider>`: the status page's verification (its texts are its own). */
export function verifyOnlinePayment(provider: PaymentProvider, body: BodyOf<typeof verifyPayment>) {
  return apiCall(verifyPayment, { params: { provider }, body, silent: true });
}

/** `POST /accounts/studentMonthlyPayment`: the paid invoice's breakdown. */
export function fetchPaymentBreakdown(body: BodyOf<typeof studentMonthlyPayment>) {
  return apiCall(studentMonthlyPayment, { body, silent: true });
}

export const paymentSettingsQueryOptions = () =>
  routeQueryOptions(getPaymentSettings, { key: [...onlinePaymentsKey, 'settings'] });

export const usePaymentSettingsQuery = (enabled: boolean) =>
  useQuery({ ...paymentSettingsQueryOptions(), enabled });

export const useUpdatePaymentSettings = () =>
  useRouteMutation(updatePaymentSettings, {
    notifySuccess: true,
    refreshes: [onlinePaymentsKey],
  });
