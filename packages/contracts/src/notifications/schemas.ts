import { z } from 'zod';
import { recordIdListSchema } from '../core/fields.ts';

/** The super admin's dropdown pages by 15 (§9). */
export const notificationPageSize = 15;

export const notificationMessages = {
  empty: 'No Notification',
  chooseSome: 'Please select notifications to delete',
  chooseToMark: 'Please select notifications to mark as read',
  badIds: 'Please select valid notifications',
  badSubscription: 'This browser did not give a valid push subscription',
  deleted: 'Notifications deleted.',
  marked: 'Marked as read.',
} as const;

/** limit/page paging of the notification lists (page 1 is the first). */
export const notificationPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(100, { error: 'Limit must be at most 100' })
    .default(notificationPageSize),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a number' })
    .min(1, { error: 'Page must be 1 or more' })
    .max(100_000, { error: 'Page must be at most 100000' })
    .default(1),
});

/** The spec's system notification: message, link and a relative time. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  message: z.string(),
  link: z.string().nullable(),
  /** "just now", "5 minutes ago", "2 days ago", … */
  time_difference: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPageSchema = z.object({
  list: z.array(notificationItemSchema),
  count: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Delete a selection; with selectAll every notification goes, ids are then ignored. */
export const deleteNotificationsBodySchema = z
  .object({
    selectAll: z.boolean({ error: 'Select all must be true or false' }).default(false),
    ids: recordIdListSchema(notificationMessages.badIds, 1000).default([]),
  })
  .refine((value) => value.selectAll || value.ids.length > 0, {
    error: notificationMessages.chooseSome,
    path: ['ids'],
  });
export type DeleteNotificationsBody = z.output<typeof deleteNotificationsBodySchema>;

/** Mark some (ids) or all of one's notifications as read. */
export const markNotificationsReadBodySchema = z
  .object({
    all: z.boolean({ error: 'All must be true or false' }).default(false),
    ids: recordIdListSchema(notificationMessages.badIds, 1000).default([]),
  })
  .refine((value) => value.all || value.ids.length > 0, {
    error: notificationMessages.chooseToMark,
    path: ['ids'],
  });

/** Base64url of exactly `bytes` bytes (padding optional), as browsers give subscription keys. */
const base64UrlOf = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (length % 4)) % 4;
  return z
    .string({ error: notificationMessages.badSubscription })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}(={${padding}})?$`), {
      error: notificationMessages.badSubscription,
    });
};

/** A browser's PushSubscription.toJSON(): the spec's fcm-token. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: notificationMessages.badSubscription })
    .max(2048, { error: notificationMessages.badSubscription })
    .url({ error: notificationMessages.badSubscription })
    // https only in production; the server may allow http for a local test push service.
    .refine((url) => /^https?:\/\//.test(url), { error: notificationMessages.badSubscription }),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, first byte 4, hence "B") and a 16-byte secret.
      p256dh: base64UrlOf(65).refine((key) => key.startsWith('B'), {
        error: notificationMessages.badSubscription,
      }),
      auth: base64UrlOf(16),
    },
    { error: notificationMessages.badSubscription },
  ),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const forgetPushSubscriptionBodySchema = z.object({
  endpoint: pushSubscriptionSchema.shape.endpoint,
});

export const pushKeySchema = z.object({ public_key: z.string() });
