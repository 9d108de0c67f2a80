import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionScope, formatAdmissionNumber } from './rules.ts';

describe('formatAdmissionNumber', () => {
  it('joins prefix, year and the padded number', () => {
    expect(
      formatAdmissionNumber(
        { prefix: 'GW', includeYear: true, separator: '/', digits: 4 },
        2026,
        7,
      ),
    ).toBe('GW/2026/0007');
    expect(
      formatAdmissionNumber(
        { prefix: '', includeYear: false, separator: '-', digits: 3 },
        2026,
        12,
      ),
    ).toBe('012');
    expect(
      formatAdmissionNumber(
        { prefix: 'A', includeYear: false, separator: '', digits: 2 },
        2026,
        123,
      ),
    ).toBe('A123');
  });

  it('gives different numbers different texts within a scope (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 8 }),
        (a, b, digits) => {
          fc.pre(a !== b);
          const format = { prefix: 'X', includeYear: true, separator: '/', digits };
          expect(formatAdmissionNumber(format, 2026, a)).not.toBe(
            formatAdmissionNumber(format, 2026, b),
          );
        },
      ),
    );
  });

  it('scopes counters by year only when the year is shown', () => {
    expect(admissionScope({ includeYear: true }, 2026)).toBe('2026');
    expect(admissionScope({ includeYear: false }, 2026)).toBe('');
  });
});
