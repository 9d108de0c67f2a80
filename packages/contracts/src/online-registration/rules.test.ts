import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRegistrationReference,
  referenceAlphabet,
  registrationReferencePattern,
} from './rules.ts';

describe('registration reference', () => {
  it('is REG- and two groups of four readable characters', () => {
    expect(referenceAlphabet).toHaveLength(28);
    expect(formatRegistrationReference([0, 1, 2, 3, 25, 26, 27, 8])).toBe('REG-2345-XYZB');
    expect([...referenceAlphabet].some((c) => 'AEIOU01L'.includes(c))).toBe(false);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: referenceAlphabet.length - 1 }), {
          minLength: 8,
          maxLength: 8,
        }),
        (picks) => registrationReferencePattern.test(formatRegistrationReference(picks)),
      ),
    );
  });

  it('refuses picks outside the alphabet or of the wrong count', () => {
    expect(() => formatRegistrationReference([0, 1, 2])).toThrow(RangeError);
    expect(() => formatRegistrationReference([0, 1, 2, 3, 4, 5, 6, 28])).toThrow(RangeError);
  });
});
