import type { DeliveryChannel } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { JobDefinition } from '../../platform/jobs/job-definition.ts';
import { defineQueue } from '../../platform/jobs/job-runner.ts';
import type { Services } from '../../platform/services.ts';
import { type ChannelOutcome, sendOnChannel } from './channels.ts';

/** One message to one recipient on one channel: the row of message_deliveries to work on. */
export interface DeliveryJobData {
  tenantId: number;
  deliveryId: number;
}

/** Retried 5 times, the first after 5-10 s, then about twice as long each time (~5 min in all). */
export const deliveryQueue = defineQueue<DeliveryJobData>({
  name: 'message-delivery',
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
});

/** What a channel needs to know about a delivery, read (and locked) in one query. */
export interface Delivery {
  id: number;
  tenantId: number;
  channel: DeliveryChannel;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  messageId: number;
  title: string;
  body: string;
  userId: number;
  fullName: string;
  email: string | null;
  mobile: string | null;
  isActive: boolean;
  schoolName: string;
}

async function lockDelivery(tx: Tx, job: DeliveryJobData): Promise<Delivery | null> {
  const result = (await tx.execute(sql`
    select d.id, d.tenant_id as "tenantId", d.channel, d.status, d.message_id as "messageId",
      m.notification_name as title, m.message as body, u.id as "userId", u.full_name as "fullName",
      u.email, u.mobile, u.is_active as "isActive", s.name as "schoolName"
    from message_deliveries d
    join messages m on m.tenant_id = d.tenant_id and m.id = d.message_id
    join users u on u.tenant_id = d.tenant_id and u.id = d.recipient_user_id
    join schools s on s.id = d.tenant_id
    where d.tenant_id = ${job.tenantId} and d.id = ${job.deliveryId}
    for update of d`)) as unknown as { rows: Delivery[] };
  const row = result.rows[0];
  return row
    ? { ...row, id: Number(row.id), messageId: Number(row.messageId), userId: Number(row.userId) }
    : null;
}

async function recordOutcome(tx: Tx, delivery: Delivery, outcome: ChannelOutcome) {
  await tx.execute(sql`
    update message_deliveries
    set status = ${outcome.status}, address = ${outcome.address}, error = ${outcome.note},
      attempts = attempts + 1, sent_at = case when ${outcome.status} = 'sent' then now() else sent_at end
    where tenant_id = ${delivery.tenantId} and id = ${delivery.id}`);
}

async function recordFailure(tx: Tx, delivery: Delivery, error: unknown, final: boolean) {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await tx.execute(sql`
    update message_deliveries
    set status = ${final ? 'failed' : 'pending'}, error = ${text}, attempts = attempts + 1
    where tenant_id = ${delivery.tenantId} and id = ${delivery.id}`);
}

/**
 * Sends one delivery, at most once: in the school's scope, the row is locked while it is sent,
 * so a second job for it waits and then finds it 'sent' and does nothing. A failure is recorded
 * (pending while retries remain, failed after the last) and rethrown, so the job is retried.
 */
export async function deliverMessage(
  services: Services,
  job: DeliveryJobData,
  attempt: { retryCount: number; retryLimit: number },
): Promise<void> {
  const failure = await withTenant(services.database.db, job.tenantId, async (tx) => {
    const delivery = await lockDelivery(tx, job);
    // Gone with its message, or done already.
    if (!delivery || delivery.status === 'sent') return null;
    try {
      await recordOutcome(tx, delivery, await sendOnChannel(services, tx, delivery));
      return null;
    } catch (error) {
      await recordFailure(tx, delivery, error, attempt.retryCount >= attempt.retryLimit);
      return error;
    }
  });
  if (failure) throw failure;
}

export const deliveryJob: JobDefinition<DeliveryJobData> = {
  queue: deliveryQueue,
  run: deliverMessage,
};
