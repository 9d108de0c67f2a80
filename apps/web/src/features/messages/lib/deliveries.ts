import type { deliverySummarySchema } from '@shala/contracts';
import type { z } from 'zod';

export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

const channelLabels: Record<DeliverySummary['channel'], string> = {
  sms: 'Sms',
  email: 'Email',
  push: 'Web push',
  app: 'In-app',
};

/** True while any channel still has deliveries waiting to go. */
export const isSending = (summaries: readonly DeliverySummary[]) =>
  summaries.some((summary) => summary.pending > 0);

export interface DeliveryProgress {
  channel: DeliverySummary['channel'];
  label: string;
  total: number;
  /** Sent, failed or skipped: no longer waiting. */
  done: number;
  percent: number;
  summary: DeliverySummary;
}

/** One progress line per channel that has deliveries, in the popup's order. */
export function deliveryProgress(summaries: readonly DeliverySummary[]): DeliveryProgress[] {
  return (['sms', 'email', 'push', 'app'] as const).flatMap((channel) => {
    const summary = summaries.find((item) => item.channel === channel);
    if (!summary) return [];
    const done = summary.sent + summary.failed + summary.skipped;
    const total = done + summary.pending;
    if (total === 0) return [];
    return [
      {
        channel,
        label: channelLabels[channel],
        total,
        done,
        percent: Math.round((done / total) * 100),
        summary,
      },
    ];
  });
}
