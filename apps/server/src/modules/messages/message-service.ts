import { messageMessages } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { deleteMessageNotifications } from '../notifications/index.ts';
import { readMessageRow } from './message-store.ts';
import { messages } from './tables.ts';

/** The columns a message form writes (see `messageValues` in routes.ts). */
export type MessageValues = Omit<typeof messages.$inferInsert, 'tenantId' | 'id'>;

interface Tenant {
  id: number;
  timeZone: string;
}

export async function createMessage(tx: Tx, tenant: Tenant, values: MessageValues) {
  const [row] = await tx
    .insert(messages)
    .values({ tenantId: tenant.id, ...values })
    .returning({ id: messages.id });
  return readMessageRow(tx, tenant.id, tenant.timeZone, row!.id);
}

export async function updateMessage(tx: Tx, tenant: Tenant, id: number, values: MessageValues) {
  await tx
    .update(messages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(messages.tenantId, tenant.id), eq(messages.id, id)));
  return readMessageRow(tx, tenant.id, tenant.timeZone, id);
}

/** Its deliveries go with it (cascade), and so do the notifications it put in bells. */
export async function deleteMessage(tx: Tx, tenantId: number, id: number): Promise<void> {
  const deleted = await tx
    .delete(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, id)))
    .returning({ id: messages.id });
  if (!deleted.length) throw notFound(messageMessages.messageNotFound);
  await deleteMessageNotifications(tx, tenantId, id);
}
