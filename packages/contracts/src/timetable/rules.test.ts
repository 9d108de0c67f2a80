import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, isClockTime, timesOverlap, weekdayOf } from './rules.ts';

describe('timetable rules', () => {
  it('reads HH:MM times and shows them as AM/PM', () => {
    expect(isClockTime('07:30')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('7:30')).toBe(false);
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('13:40')).toBe('1:40 PM');
  });

  it('knows the ISO weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it('overlap is symmetric, and touching periods do not overlap', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const range = fc
      .tuple(time, time)
      .filter(([a, b]) => a < b)
      .map(([start_time, end_time]) => ({ start_time, end_time }));
    fc.assert(
      fc.property(range, range, (a, b) => {
        expect(timesOverlap(a, b)).toBe(timesOverlap(b, a));
        expect(timesOverlap(a, a)).toBe(true);
      }),
    );
    expect(
      timesOverlap(
        { start_time: '08:00', end_time: '08:40' },
        { start_time: '08:40', end_time: '09:20' },
      ),
    ).toBe(false);
  });
});
