import { describe, expect, it } from 'vitest';
import { todayIn } from './rules.ts';

describe('todayIn', () => {
  it("answers the school's calendar day, not the server's", () => {
    const lateEvening = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('Asia/Kolkata', lateEvening)).toBe('2026-11-22');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-21');
    expect(todayIn('America/New_York', new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
  });
});
