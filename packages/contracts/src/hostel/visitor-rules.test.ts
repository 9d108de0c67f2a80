import { describe, expect, it } from 'vitest';
import { describeVisitors, isOutBeforeIn, keepClockTime } from './visitor-rules.ts';

describe('isOutBeforeIn', () => {
  it('refuses an out time before the in time', () => {
    expect(isOutBeforeIn('10:30', '10:29')).toBe(true);
    expect(isOutBeforeIn('10:30', '09:45')).toBe(true);
  });

  it('accepts an out time at or after the in time', () => {
    expect(isOutBeforeIn('10:30', '10:30')).toBe(false);
    expect(isOutBeforeIn('10:30', '18:05')).toBe(false);
    expect(isOutBeforeIn('00:00', '23:59')).toBe(false);
  });

  it('leaves malformed times to the time schema', () => {
    expect(isOutBeforeIn('25:00', '10:00')).toBe(false);
    expect(isOutBeforeIn('10:00', '9:00')).toBe(false);
  });
});

describe('keepClockTime', () => {
  it('keeps HH:MM with hour below 24 and minute below 60', () => {
    expect(keepClockTime('00:00')).toBe('00:00');
    expect(keepClockTime('23:59')).toBe('23:59');
    expect(keepClockTime(' 14:05 ')).toBe('14:05');
  });

  it('pads a one-digit hour', () => {
    expect(keepClockTime('9:05')).toBe('09:05');
  });

  it('clears anything else', () => {
    expect(keepClockTime('24:00')).toBe('');
    expect(keepClockTime('12:60')).toBe('');
    expect(keepClockTime('1205')).toBe('');
    expect(keepClockTime('ab:cd')).toBe('');
    expect(keepClockTime('')).toBe('');
  });
});

describe('describeVisitors', () => {
  it('pairs each name with its relation', () => {
    expect(describeVisitors(['Ravi', 'Meena'], ['Father', 'Mother'])).toBe(
      'Ravi (Father), Meena (Mother)',
    );
  });
});
