import type { Tx } from '../../platform/db/connect.ts';
import { mailTenantHeader } from '../../platform/mail/outbox.ts';
import type { Services } from '../../platform/services.ts';
import {
  addMessageNotification,
  deletePushSubscription,
  listPushTargets,
} from '../notifications/index.ts';
import type { Delivery } from './delivery-job.ts';

/** How a delivery ended: sent, or skipped with the reason (`note`). */
export interface ChannelOutcome {
  status: 'sent' | 'skipped';
  /** The e-mail or mobile used, or for push the number of browsers reached. */
  address: string | null;
  note: string | null;
}

/** Where a click on a message's notification leads. */
export const notificationsPage = '/notifications';

const sent = (address: string | null = null): ChannelOutcome => ({
  status: 'sent',
  address,
  note: null,
});
const skipped = (note: string, address: string | null = null): ChannelOutcome => ({
  status: 'skipped',
  address,
  note,
});

async function sendEmail(services: Services, delivery: Delivery): Promise<ChannelOutcome> {
  if (!delivery.email) return skipped('No e-mail address');
  await services.mailer.send({
    to: delivery.email,
    subject: `${delivery.schoolName}: ${delivery.title}`,
    text: `${delivery.body}\n\n${delivery.schoolName}\n`,
    headers: { [mailTenantHeader]: String(delivery.tenantId) },
  });
  return sent(delivery.email);
}

async function sendSms(services: Services, delivery: Delivery): Promise<ChannelOutcome> {
  if (!delivery.mobile) return skipped('No mobile number');
  await services.sms.send({
    to: delivery.mobile,
    text: `${delivery.schoolName}: ${delivery.title}\n${delivery.body}`,
  });
  return sent(delivery.mobile);
}

/**
 * Web push to each browser the recipient subscribed; one the push service has forgotten
 * (404/410) is deleted. Any other failure fails the delivery (retried; the Topic header lets
 * the push service replace a copy a browser has not fetched yet).
 */
async function sendPush(services: Services, tx: Tx, delivery: Delivery): Promise<ChannelOutcome> {
  const targets = await listPushTargets(tx, delivery.tenantId, delivery.userId);
  const message = { title: delivery.title, body: delivery.body, url: notificationsPage };
  let reached = 0;
  let failure: unknown = null;
  for (const target of targets) {
    try {
      const outcome = await services.push.send(target, message, `message-${delivery.messageId}`);
      if (outcome === 'gone') await deletePushSubscription(tx, delivery.tenantId, target.id);
      else reached += 1;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return reached ? sent(String(reached)) : skipped('No browser subscribed to notifications', '0');
}

async function addToBell(tx: Tx, delivery: Delivery): Promise<ChannelOutcome> {
  await addMessageNotification(tx, {
    tenantId: delivery.tenantId,
    userId: delivery.userId,
    messageId: delivery.messageId,
    title: delivery.title,
    message: delivery.body,
    link: notificationsPage,
  });
  return sent();
}

/** Sends one delivery on its channel; a recipient deactivated since notify is skipped. */
export async function sendOnChannel(
  services: Services,
  tx: Tx,
  delivery: Delivery,
): Promise<ChannelOutcome> {
  if (!delivery.isActive) return skipped('The recipient is no longer active');
  switch (delivery.channel) {
    case 'email':
      return sendEmail(services, delivery);
    case 'sms':
      return sendSms(services, delivery);
    case 'push':
      return sendPush(services, tx, delivery);
    case 'app':
      return addToBell(tx, delivery);
  }
}
