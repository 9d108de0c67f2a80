import { messageMessages } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { deleteMessageNotifications } from '../notifications/index.ts';
import { readMessageRow } from './message-store.ts';
import { messages } from './tables.ts';

/** The columns a message form writes (see `messageValues` in routes.ts). */
export type MessageValues = Omit<typeof messages.$inferInsert, 'tenantId' | 'id'>;

export async function createMessage(scope: TenantScope, values: MessageValues) {
  const [row] = await scope.tx
    .insert(messages)
    .values({ tenantId: scope.tenantId, ...values })
    .returning({ id: messages.id });
  return readMessageRow(scope, row!.id);
}

export async function updateMessage(scope: TenantScope, id: number, values: MessageValues) {
  await scope.tx
    .update(messages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(messages.tenantId, scope.tenantId), eq(messages.id, id)));
  return readMessageRow(scope, id);
}

/** Its deliveries go with it (cascade), and so do the notifications it put in bells. */
export async function deleteMessage(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const deleted = await tx
    .delete(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, id)))
    .returning({ id: messages.id });
  if (!deleted.length) throw notFound(messageMessages.messageNotFound);
  await deleteMessageNotifications(tx, tenantId, id);
}
