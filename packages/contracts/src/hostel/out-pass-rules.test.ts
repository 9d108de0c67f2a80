import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOutPassWindow,
  nextOutPassStatus,
  outPassActions,
  outPassStatuses,
} from './out-pass-rules.ts';

describe('nextOutPassStatus', () => {
  it('walks a pass from request to return', () => {
    expect(nextOutPassStatus('requested', 'approve')).toBe('approved');
    expect(nextOutPassStatus('approved', 'mark_out')).toBe('out');
    expect(nextOutPassStatus('out', 'mark_returned')).toBe('returned');
  });

  it('refuses what the state does not allow', () => {
    expect(nextOutPassStatus('requested', 'mark_out')).toBeNull();
    expect(nextOutPassStatus('out', 'cancel')).toBeNull();
    expect(nextOutPassStatus('rejected', 'approve')).toBeNull();
  });

  it('never leaves a finished pass (property)', () => {
    const finished = ['rejected', 'returned', 'cancelled'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...finished), fc.constantFrom(...outPassActions), (s, a) => {
        expect(nextOutPassStatus(s, a)).toBeNull();
      }),
    );
  });

  it('answers a known status or null for every pair (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...outPassStatuses),
        fc.constantFrom(...outPassActions),
        (s, a) => {
          const next = nextOutPassStatus(s, a);
          expect(next === null || outPassStatuses.includes(next)).toBe(true);
        },
      ),
    );
  });
});

describe('isOutPassWindow', () => {
  const pass = {
    kind: 'outing' as const,
    leave_on: '2026-11-28',
    leave_time: '10:00',
    return_on: '2026-11-28',
    return_time: '18:00',
  };
  it('takes an outing that comes back later the same day', () => {
    expect(isOutPassWindow(pass)).toBe(true);
  });
  it('refuses an outing over two days and a return before leaving', () => {
    expect(isOutPassWindow({ ...pass, return_on: '2026-11-29' })).toBe(false);
    expect(isOutPassWindow({ ...pass, return_time: '09:00' })).toBe(false);
  });
  it('takes a home leave over days', () => {
    expect(isOutPassWindow({ ...pass, kind: 'home', return_on: '2026-12-01' })).toBe(true);
  });
});
