import { describe, expect, it } from 'vitest';
import { type DeliverySummary, deliveryProgress, isSending } from './deliveries';

const summary = (
  channel: DeliverySummary['channel'],
  counts: Partial<Omit<DeliverySummary, 'channel'>>,
): DeliverySummary => ({ channel, pending: 0, sent: 0, failed: 0, skipped: 0, ...counts });

describe('deliveries', () => {
  it('is sending while anything is pending', () => {
    expect(isSending([summary('email', { sent: 3 }), summary('app', { pending: 1 })])).toBe(true);
    expect(isSending([summary('email', { sent: 3, failed: 1 })])).toBe(false);
    expect(isSending([])).toBe(false);
  });

  it('reports each channel with deliveries, in a fixed order', () => {
    const progress = deliveryProgress([
      summary('app', { sent: 4 }),
      summary('email', { sent: 1, failed: 1, pending: 2 }),
      summary('sms', {}),
    ]);
    expect(
      progress.map(({ label, done, total, percent }) => [label, done, total, percent]),
    ).toEqual([
      ['Email', 2, 4, 50],
      ['In-app', 4, 4, 100],
    ]);
  });
});
