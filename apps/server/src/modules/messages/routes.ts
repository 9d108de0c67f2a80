import type { CreateMessageBody } from '@shala/contracts';
import {
  createMessage,
  deleteMessage,
  describeRecipients,
  listMessages,
  messageDeliveries,
  messageMessages,
  notifyMessage,
  outbox,
  smsUsage,
  updateMessage,
} from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { listOutbox } from '../../platform/mail/outbox.ts';
import { readSmsUsage, summarizeDeliveries } from './delivery-reports.ts';
import type { MessageValues } from './message-service.ts';
import * as service from './message-service.ts';
import { listMessageRows, requireMessage } from './message-store.ts';
import { channelsOf, queueDeliveries } from './queue-deliveries.ts';
import { findNamedPerson } from './recipients.ts';

/**
 * The columns a message form writes. The author is always the signed-in user, whatever the
 * client sends, and the "For" label is derived from the audience and the named person.
 */
async function messageValues(
  ctx: SignedInContext,
  body: CreateMessageBody,
): Promise<MessageValues> {
  let recipientName: string | null = null;
  if (body.user_id !== null) {
    const person = await findNamedPerson(ctx.tx, ctx.tenant.id, {
      ...body,
      user_id: body.user_id,
    });
    if (!person) throw badRequest(messageMessages.choosePerson, 'user_id');
    recipientName = person.fullName;
  }
  return {
    title: body.notification_name,
    audience: body.notify,
    parentType: body.parentType,
    recipientUserId: body.user_id,
    audienceLabel: describeRecipients({ ...body, recipientName }),
    body: body.message,
    addedBy: ctx.user.id,
  };
}

export const messageHandlers = {
  [listMessages.id]: handle(listMessages, async ({ query }, ctx) =>
    listMessageRows(ctx.scope, query),
  ),

  [createMessage.id]: handle(createMessage, async ({ body }, ctx) => {
    const created = await service.createMessage(ctx.scope, await messageValues(ctx, body));
    ctx.message = messageMessages.created;
    return created;
  }),

  [updateMessage.id]: handle(updateMessage, async ({ body }, ctx) => {
    await requireMessage(ctx.scope, body.id);
    const values = await messageValues(ctx, body);
    const updated = await service.updateMessage(ctx.scope, body.id, values);
    ctx.message = messageMessages.updated;
    return updated;
  }),

  [deleteMessage.id]: handle(deleteMessage, async ({ params }, ctx) => {
    await service.deleteMessage(ctx.scope, params.id);
    ctx.message = messageMessages.deleted;
    return null;
  }),

  [notifyMessage.id]: handle(notifyMessage, async ({ body }, ctx) => {
    const message = await requireMessage(ctx.scope, body.id);
    const result = await queueDeliveries(
      ctx.scope,
      ctx,
      {
        id: message.id,
        notify: message.audience,
        parentType: message.parentType,
        user_id: message.recipientUserId,
      },
      channelsOf(body),
    );
    ctx.message = result.recipients
      ? messageMessages.notified(result.recipients)
      : messageMessages.nobody;
    return result;
  }),

  [messageDeliveries.id]: handle(messageDeliveries, async ({ params }, ctx) => {
    const message = await requireMessage(ctx.scope, params.id);
    return summarizeDeliveries(ctx.scope, message.id);
  }),

  [smsUsage.id]: handle(smsUsage, async ({ query }, ctx) =>
    readSmsUsage(ctx.tx, ctx.tenant, query, ctx.services.sms.name),
  ),

  [outbox.id]: handle(outbox, async (_input, ctx) => {
    const mailDir = ctx.services.mailer.mailDir;
    return {
      enabled: mailDir !== null,
      list: mailDir ? await listOutbox(mailDir, ctx.tenant.id) : [],
    };
  }),
};
