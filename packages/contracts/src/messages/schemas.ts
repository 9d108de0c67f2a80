import { z } from 'zod';
import { nameSchema, recordIdSchema } from '../core/fields.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { searchSchema } from '../core/person-fields.ts';
import { messageAudienceCodes, parentTypeOfFor, takesNamedRecipient } from './audience.ts';

/** Texts of the messages screens, written once. */
export const messageMessages = {
  enterTitle: 'Please enter message title',
  chooseAudience: 'Please select message for',
  chooseParentType: 'Please select parent type',
  enterMessage: 'Please enter message',
  choosePerson: 'Please select a valid person',
  messageNotFound: 'Message not found.',
  chooseChannel: 'Please select at least one way to notify',
  empty: 'No Message found.',
  created: 'Message added.',
  updated: 'Message updated.',
  deleted: 'Message deleted.',
  notified: (recipients: number) =>
    recipients === 1 ? 'Sending to 1 recipient.' : `Sending to ${recipients} recipients.`,
  nobody: 'Nobody matches this message yet.',
} as const;

/** Messages and events page by 6 (§9). */
export const messagePageSize = 6;

const audienceSchema = z.coerce
  .number({ error: messageMessages.chooseAudience })
  .int({ error: messageMessages.chooseAudience })
  .refine((code) => (messageAudienceCodes as readonly number[]).includes(code), {
    error: messageMessages.chooseAudience,
  });

const parentTypeSchema = z.coerce
  .number({ error: messageMessages.chooseParentType })
  .int({ error: messageMessages.chooseParentType })
  .min(0, { error: messageMessages.chooseParentType })
  .max(3, { error: messageMessages.chooseParentType });

const messageFields = {
  notification_name: nameSchema(messageMessages.enterTitle, 'Message title', 150),
  notify: audienceSchema,
  /** Required when notify is 4 (Parent); ignored otherwise. */
  parentType: parentTypeSchema.nullish(),
  /** The person picked in "Search by Name" (Teacher, or a specific parent type). */
  user_id: recordIdSchema(messageMessages.choosePerson).nullish(),
  message: nameSchema(messageMessages.enterMessage, 'Message', 5000),
  /** Sent by the spec's client; the server always uses the signed-in user. */
  added_by: z.unknown().optional(),
  /**
   * Sent by the spec's client; the server derives the label itself. For a message to parents
   * the spec's client carries the parent type here (and no parentType): taken as the type.
   */
  notification_for: z.unknown().optional(),
};

type MessageShape = {
  notify: number;
  parentType?: number | null | undefined;
  notification_for?: unknown;
};
/** The parent type asked for: parentType (the form), else the one in notification_for (§6). */
const parentTypeOf = (value: MessageShape) =>
  value.parentType ?? parentTypeOfFor(value.notification_for);
const parentTypeWhenParent = (value: MessageShape) =>
  value.notify !== 4 || parentTypeOf(value) !== null;
const parentTypeIssue = { error: messageMessages.chooseParentType, path: ['parentType'] };

/** Normalizes what the form may leave behind: no parent type or person where they do not apply. */
const normalize = <T extends MessageShape & { user_id?: number | null | undefined }>(value: T) => {
  const parentType = value.notify === 4 ? parentTypeOf(value) : null;
  const userId = takesNamedRecipient(value.notify, parentType) ? (value.user_id ?? null) : null;
  return { ...value, parentType, user_id: userId };
};

export const createMessageBodySchema = z
  .object(messageFields)
  .refine(parentTypeWhenParent, parentTypeIssue)
  .transform(normalize);
export type CreateMessageBody = z.output<typeof createMessageBodySchema>;
export type MessageFormValues = z.input<typeof createMessageBodySchema>;

export const messageIdSchema = recordIdSchema(messageMessages.messageNotFound);

export const updateMessageBodySchema = z
  .object({ ...messageFields, id: messageIdSchema })
  .refine(parentTypeWhenParent, parentTypeIssue)
  .transform(normalize);
export type UpdateMessageBody = z.output<typeof updateMessageBodySchema>;

export const messageIdParamsSchema = z.object({ id: messageIdSchema });

export const listMessagesQuerySchema = pagingQuerySchema.extend({
  search: searchSchema.optional(),
  limit: pagingQuerySchema.shape.limit.default(messagePageSize),
});

/** A message as the list shows it and the edit form loads it. */
export const messageRowSchema = z.object({
  id: z.number().int(),
  notification_name: z.string(),
  notify: z.number().int(),
  /** The audience's label: All, Parent, Teacher, … (the list's "To"). */
  notify_label: z.string(),
  /** The list's "For": All, Father, …, or the named person. */
  notification_for: z.string(),
  parentType: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  message: z.string(),
  added_by: z.number().int(),
  /** YYYY-MM-DD, the day it was written (the spec's current_date). */
  current_date: z.string(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

/**
 * Notify: the spec's client posts the message object; the popup's choices travel with it.
 * At least one channel must be chosen.
 */
export const notifyBodySchema = z
  .object({
    id: messageIdSchema,
    sms: z.boolean({ error: 'Sms must be true or false' }).default(false),
    email: z.boolean({ error: 'Email must be true or false' }).default(false),
    notify_web_app: z.boolean({ error: 'Notify WEB/APP must be true or false' }).default(false),
  })
  .passthrough()
  .refine((value) => value.sms || value.email || value.notify_web_app, {
    error: messageMessages.chooseChannel,
    path: ['notify_web_app'],
  });
export type NotifyBody = z.output<typeof notifyBodySchema>;

export const notifyResultSchema = z.object({
  recipients: z.number().int(),
  /** Deliveries queued now (already-sent ones are never queued again). */
  queued: z.number().int(),
});

export const deliveryChannels = ['email', 'sms', 'push', 'app'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
export const deliveryStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;

/** /sms_detail: the school's SMS usage, totals and the latest sends. */
export const smsUsageQuerySchema = pagingQuerySchema;
export const smsUsageSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  this_month: z.number().int(),
  provider: z.string(),
  list: z.array(
    z.object({
      id: z.number().int(),
      message_title: z.string(),
      recipient: z.string(),
      mobile: z.string().nullable(),
      status: z.enum(deliveryStatuses),
      error: z.string().nullable(),
      time: z.string(),
    }),
  ),
  count: z.number().int(),
});
export type SmsUsage = z.infer<typeof smsUsageSchema>;

/** Deliveries of one message, for the notify popup's "sent so far". */
export const deliverySummarySchema = z.object({
  channel: z.enum(deliveryChannels),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});

/** The outbox page: mails written to disk when no SMTP server is configured. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  time: z.string(),
  text: z.string(),
});
export const outboxSchema = z.object({ enabled: z.boolean(), list: z.array(outboxMailSchema) });
