import type { Checkout } from '@shala/contracts';
import { keepPendingPayment, statusPageUrl } from './pending-payment';

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => { open(): void };

const scriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

function loadCheckoutScript(): Promise<RazorpayConstructor> {
  // The script sets `window.Razorpay`, which the DOM's types do not know.
  const loaded = (): RazorpayConstructor | undefined => Reflect.get(window, 'Razorpay');
  const existing = loaded();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.onload = () => resolve(loaded()!);
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
    document.head.append(script);
  });
}

/**
 * Opens Razorpay Checkout for an invoice's order (the school's key id only; the secret never
 * leaves the server). Paid or dismissed, the payer goes to the status page, which verifies.
 */
export async function openRazorpayCheckout(
  checkout: Checkout,
  go: (url: string) => void,
  color: string,
): Promise<void> {
  const options = checkout.razorpay!;
  const invoiceId = checkout.invoice.invoice_id;
  const Razorpay = await loadCheckoutScript();
  new Razorpay({
    key: options.key_id,
    order_id: options.order_id,
    amount: options.amount_paise,
    currency: options.currency,
    name: options.school_name,
    description: 'School fees',
    theme: { color },
    handler: (response: RazorpayResponse) => {
      keepPendingPayment({ invoice_id: invoiceId, provider: 'razorpay', ...response });
      go(statusPageUrl(invoiceId, true));
    },
    modal: { ondismiss: () => go(statusPageUrl(invoiceId, false)) },
  }).open();
}
