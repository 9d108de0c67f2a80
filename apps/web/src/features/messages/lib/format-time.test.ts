import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows the day first, then the time', () => {
    expect(formatTime('2026-11-20T14:05:00')).toBe('20-11-2026, 02:05 PM');
  });

  it('says N/A for nothing or a non-date', () => {
    expect(formatTime(null)).toBe('N/A');
    expect(formatTime('')).toBe('N/A');
    expect(formatTime('soon')).toBe('N/A');
  });
});
