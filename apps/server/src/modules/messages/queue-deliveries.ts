import type { DeliveryChannel, NotifyBody } from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { deliveryQueue } from './delivery-job.ts';
import { type MessageAudience, recipientsWhere } from './recipients.ts';

/** The popup's choices as delivery channels: Notify WEB/APP is web push plus the in-app bell. */
export function channelsOf(choice: Pick<NotifyBody, 'email' | 'sms' | 'notify_web_app'>) {
  const channels: DeliveryChannel[] = [];
  if (choice.email) channels.push('email');
  if (choice.sms) channels.push('sms');
  if (choice.notify_web_app) channels.push('push', 'app');
  return channels;
}

interface QueuedDelivery {
  id: number;
  channel: DeliveryChannel;
  user: number;
}

/**
 * Records one delivery per recipient and channel in the request's transaction (the unique key
 * keeps one row per message, channel and recipient), and once it commits queues a job for each
 * one not sent yet. A delivery already sent is never queued again. One pending, failed or
 * skipped is: that retries failures and recovers a job lost between commit and queueing; a
 * job still waiting for the same delivery absorbs the repeat (its key), and one that runs
 * anyway finds the delivery sent and does nothing.
 */
export async function queueDeliveries(
  scope: SignedInScope,
  after: AfterCommit,
  message: MessageAudience & { id: number },
  channels: readonly DeliveryChannel[],
): Promise<{ recipients: number; queued: number }> {
  return queueDeliveriesTo(
    scope,
    after,
    message.id,
    recipientsWhere(scope.tenantId, scope.user.id, message),
    channels,
  );
}

/** As `queueDeliveries`, for the users `u` that `audience` picks (a condition on `users u`). */
export async function queueDeliveriesTo(
  scope: SignedInScope,
  after: AfterCommit,
  messageId: number,
  audience: SQL,
  channels: readonly DeliveryChannel[],
): Promise<{ recipients: number; queued: number }> {
  const tenantId = scope.tenantId;
  const result = (await scope.tx.execute(sql`
    with audience as (
      select u.id from users u where ${audience}
    ),
    queued as (
      insert into message_deliveries (tenant_id, message_id, channel, recipient_user_id)
      select ${tenantId}, ${messageId}, c.channel, a.id
      from audience a cross join unnest(${`{${channels.join(',')}}`}::text[]) as c(channel)
      on conflict (tenant_id, message_id, channel, recipient_user_id)
      do update set status = 'pending'
      where message_deliveries.status <> 'sent'
      returning id, channel, recipient_user_id
    )
    select (select count(*) from audience)::int as recipients,
      coalesce((select json_agg(json_build_object('id', id, 'channel', channel, 'user', recipient_user_id)) from queued), '[]'::json) as queued`)) as unknown as {
    rows: Array<{ recipients: number; queued: QueuedDelivery[] | string }>;
  };
  const row = result.rows[0]!;
  const queued: QueuedDelivery[] =
    typeof row.queued === 'string' ? JSON.parse(row.queued) : row.queued;
  if (queued.length) {
    const jobs = queued.map((delivery) => ({
      data: { tenantId, deliveryId: Number(delivery.id) },
      key: `${tenantId}:${messageId}:${delivery.channel}:${delivery.user}`,
    }));
    after.afterCommit.push(() => after.services.jobs.send(deliveryQueue, jobs));
  }
  return { recipients: Number(row.recipients), queued: queued.length };
}
