import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './rules.ts';

const now = new Date('2026-11-21T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const day = 24 * 60 * minute;

describe('relative time of a notification', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [-5 * minute, 'just now'],
    [minute, '1 minute ago'],
    [5 * minute + 30_000, '5 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [60 * minute, '1 hour ago'],
    [23 * 60 * minute, '23 hours ago'],
    [day, '1 day ago'],
    [3 * day, '3 days ago'],
    [29 * day, '29 days ago'],
    [30 * day, '1 month ago'],
    [364 * day, '12 months ago'],
    [365 * day, '1 year ago'],
    [3 * 365 * day, '3 years ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('reads an ISO string as well as a Date', () => {
    expect(relativeTime(ago(2 * day).toISOString(), now)).toBe('2 days ago');
  });

  it('never reads less for an older time (monotone in the elapsed time)', () => {
    const rank = (text: string) => {
      if (text === 'just now') return 0;
      const [count, unit] = text.split(' ');
      const order = ['minute', 'hour', 'day', 'month', 'year'];
      return order.indexOf(unit!.replace(/s$/, '')) * 1_000_000 + Number(count);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 * 365 * day }),
        fc.integer({ min: 0, max: 50 * 365 * day }),
        (a, b) => {
          const [newer, older] = a <= b ? [a, b] : [b, a];
          expect(rank(relativeTime(ago(older), now))).toBeGreaterThanOrEqual(
            rank(relativeTime(ago(newer), now)),
          );
        },
      ),
    );
  });
});
