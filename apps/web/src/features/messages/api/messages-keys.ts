/** Root of the messages queries: a write refreshes the list, deliveries and usage together. */
export const messagesKey = ['messages'] as const;

export const messagesKeys = {
  list: [...messagesKey, 'list'] as const,
  deliveries: (id: number) => [...messagesKey, 'deliveries', id] as const,
  recipients: [...messagesKey, 'recipients'] as const,
  smsUsage: [...messagesKey, 'sms-usage'] as const,
  outbox: [...messagesKey, 'outbox'] as const,
};
