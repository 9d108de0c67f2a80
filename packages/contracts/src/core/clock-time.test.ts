import { describe, expect, it } from 'vitest';
import { clockTimeIn } from './clock-time.ts';

describe('clockTimeIn', () => {
  it('answers the time of day in the school time zone', () => {
    expect(clockTimeIn('Asia/Kolkata', new Date('2026-11-27T10:35:00Z'))).toBe('16:05');
    expect(clockTimeIn('UTC', new Date('2026-11-27T00:05:00Z'))).toBe('00:05');
  });
});
