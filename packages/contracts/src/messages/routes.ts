import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  createMessageBodySchema,
  deliverySummarySchema,
  listMessagesQuerySchema,
  messageIdParamsSchema,
  messageRowSchema,
  notifyBodySchema,
  notifyResultSchema,
  outboxSchema,
  smsUsageQuerySchema,
  smsUsageSchema,
  updateMessageBodySchema,
} from './schemas.ts';

const messagesRead = { kind: 'module', module: 'messages' } as const;
const messagesWrite = { kind: 'module', module: 'messages:notification' } as const;

export const listMessages = defineRoute({
  id: 'messages.list',
  method: 'GET',
  area: 'school',
  path: '/notification',
  access: messagesRead,
  summary: 'Messages of the school, newest first, paged by skip/limit (6 a page)',
  query: listMessagesQuerySchema,
  data: z.array(messageRowSchema),
});

export const createMessage = defineRoute({
  id: 'messages.create',
  method: 'POST',
  area: 'school',
  path: '/notification',
  access: messagesWrite,
  summary: 'Write a message to an audience; added_by is always the signed-in user',
  body: createMessageBodySchema,
  data: messageRowSchema,
});

export const updateMessage = defineRoute({
  id: 'messages.update',
  method: 'PUT',
  area: 'school',
  path: '/notification',
  access: messagesWrite,
  summary: 'Change a message',
  body: updateMessageBodySchema,
  data: messageRowSchema,
});

export const deleteMessage = defineRoute({
  id: 'messages.delete',
  method: 'DELETE',
  area: 'school',
  path: '/notification/:id',
  access: messagesWrite,
  summary: 'Delete a message',
  params: messageIdParamsSchema,
  data: z.null(),
});

export const notifyMessage = defineRoute({
  id: 'messages.notify',
  method: 'POST',
  area: 'school',
  path: '/notification/notify',
  access: messagesWrite,
  summary:
    'Send a message to everyone its audience resolves to, by SMS, e-mail and/or web push + in-app; one job per channel and recipient, never twice',
  body: notifyBodySchema,
  data: notifyResultSchema,
});

export const messageDeliveries = defineRoute({
  id: 'messages.deliveries',
  method: 'GET',
  area: 'school',
  path: '/notification/:id/deliveries',
  access: messagesRead,
  summary: 'How far the sending of one message has got, per channel',
  params: messageIdParamsSchema,
  data: z.array(deliverySummarySchema),
});

export const smsUsage = defineRoute({
  id: 'messages.smsUsage',
  method: 'GET',
  area: 'school',
  path: '/sms_detail',
  access: { kind: 'module', module: 'messages:sms_detail' },
  summary: "The school's SMS usage: totals and the latest sends",
  query: smsUsageQuerySchema,
  data: smsUsageSchema,
});

export const outbox = defineRoute({
  id: 'messages.outbox',
  method: 'GET',
  area: 'school',
  path: '/outbox',
  access: messagesWrite,
  summary:
    'Mails this school sent while no SMTP server is configured (written to the data folder), newest first',
  data: outboxSchema,
});

export const messageRoutes = [
  listMessages,
  createMessage,
  updateMessage,
  deleteMessage,
  notifyMessage,
  messageDeliveries,
  smsUsage,
  outbox,
] as const;
