import { type DeliveryChannel, formatRupees, onlinePaymentMessages as m } from '@shala/contracts';
import { badRequest } from '../../../platform/errors.ts';
import type { AfterCommit, SignedInScope } from '../../../platform/scope.ts';
import { publicUrl } from '../../../platform/services.ts';
import type { Tenant } from '../../../platform/tenancy.ts';
import { sendNotice } from '../../messages/index.ts';
import { listParentContacts } from '../../students/index.ts';
import { schoolProvider } from './checkout-service.ts';
import { attachProviderOrder, openInvoice, readInvoice } from './invoice-service.ts';
import { createRazorpayPaymentLink } from './razorpay-client.ts';
import { loadPaymentSetup } from './settings-service.ts';

/**
 * A payment link for one instalment, sent to the child's parents (their accounts) by SMS or
 * e-mail through the messages delivery: a Razorpay Payment Link, or with the offline provider
 * the local payment page. Paying it is recorded like any checkout (the webhook or the return).
 */
export async function sendPaymentLink(
  scope: SignedInScope,
  after: AfterCommit,
  school: Pick<Tenant, 'subdomain'>,
  body: { student_id: number; due_key: string; sms: boolean; email: boolean },
) {
  const contacts = await listParentContacts(scope.tx, scope.tenantId, [body.student_id]);
  const recipients = contacts.flatMap((c) => (c.userId ? [c.userId] : []));
  if (recipients.length === 0) throw badRequest(m.noParentContact, 'student_id');
  const provider = await schoolProvider(scope, after.services.config);
  let invoice = await openInvoice(
    scope,
    [{ student_id: body.student_id, due_key: body.due_key }],
    provider.name,
  );
  const statusUrl = publicUrl(
    after.services.config,
    school.subdomain,
    `/student_payment_status?invoice_id=${invoice.publicId}&success=true`,
  );
  let linkUrl = publicUrl(
    after.services.config,
    school.subdomain,
    `/payment?invoice_id=${invoice.publicId}`,
  );
  if (provider.name === 'razorpay') {
    const setup = await loadPaymentSetup(scope.tx, scope.tenantId, after.services.config);
    const contact = contacts[0]!;
    const link = await createRazorpayPaymentLink(setup.razorpay!, {
      amountPaise: invoice.amountPaise,
      referenceId: invoice.publicId,
      description: `School fees: ${contact.fullName}`,
      callbackUrl: statusUrl,
      customer: { name: contact.fullName, email: contact.email, contact: contact.mobile },
    });
    linkUrl = link.short_url;
  }
  invoice = await attachProviderOrder(scope.tx, invoice, { linkUrl });
  const view = await readInvoice(scope.tx, scope.tenantId, invoice);
  const line = view.lines[0]!;
  const channels: DeliveryChannel[] = [
    ...(body.email ? ['email' as const] : []),
    ...(body.sms ? ['sms' as const] : []),
  ];
  const sent = await sendNotice(scope, after, {
    key: `payment-link:${invoice.publicId}`,
    title: 'Fee payment link',
    body: `${line.student_name}: ${line.label}, ${formatRupees(invoice.amountPaise)}. Pay online: ${linkUrl}`,
    recipientUserIds: recipients,
    channels,
  });
  return { invoice: view, link_url: linkUrl, recipients: sent.recipients };
}
