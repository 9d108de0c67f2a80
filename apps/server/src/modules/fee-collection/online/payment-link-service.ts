import { type DeliveryChannel, formatRupees, onlinePaymentMessages as m } from '@shala/contracts';
import { badRequest } from '../../../platform/errors.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { publicUrl } from '../../../platform/services.ts';
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
  ctx: SignedInContext,
  body: { student_id: number; due_key: string; sms: boolean; email: boolean },
) {
  const contacts = await listParentContacts(ctx.tx, ctx.tenant.id, [body.student_id]);
  const recipients = contacts.flatMap((c) => (c.userId ? [c.userId] : []));
  if (recipients.length === 0) throw badRequest(m.noParentContact, 'student_id');
  const provider = await schoolProvider(ctx);
  let invoice = await openInvoice(
    ctx,
    [{ student_id: body.student_id, due_key: body.due_key }],
    provider.name,
  );
  const statusUrl = publicUrl(
    ctx.services.config,
    ctx.tenant.subdomain,
    `/student_payment_status?invoice_id=${invoice.publicId}&success=true`,
  );
  let linkUrl = publicUrl(
    ctx.services.config,
    ctx.tenant.subdomain,
    `/payment?invoice_id=${invoice.publicId}`,
  );
  if (provider.name === 'razorpay') {
    const setup = await loadPaymentSetup(ctx.tx, ctx.tenant.id, ctx.services.config);
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
  invoice = await attachProviderOrder(ctx.tx, invoice, { linkUrl });
  const view = await readInvoice(ctx.tx, ctx.tenant.id, invoice);
  const line = view.lines[0]!;
  const channels: DeliveryChannel[] = [
    ...(body.email ? ['email' as const] : []),
    ...(body.sms ? ['sms' as const] : []),
  ];
  const sent = await sendNotice(ctx.scope, ctx, {
    key: `payment-link:${invoice.publicId}`,
    title: 'Fee payment link',
    body: `${line.student_name}: ${line.label}, ${formatRupees(invoice.amountPaise)}. Pay online: ${linkUrl}`,
    recipientUserIds: recipients,
    channels,
  });
  ctx.message = m.linkSent;
  return { invoice: view, link_url: linkUrl, recipients: sent.recipients };
}
