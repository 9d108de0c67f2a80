/** Pure rules of online registration, shared by the server and the screens. */

/**
 * Characters a family can read back on the phone: no 0/O, 1/I/L, and no vowels, so that no
 * reference spells a word.
 */
export const referenceAlphabet = '23456789BCDFGHJKMNPQRSTVWXYZ';

/** A registration's reference: REG- and two groups of four of the alphabet. */
export const registrationReferencePattern =
  /^REG-[2-9BCDFGHJKMNP-TV-Z]{4}-[2-9BCDFGHJKMNP-TV-Z]{4}$/;

/**
 * The reference made of eight numbers below the alphabet's length (the server draws them at
 * random), e.g. REG-7K3Q-X9MB.
 */
export function formatRegistrationReference(picks: readonly number[]): string {
  const size = referenceAlphabet.length;
  if (picks.length !== 8 || picks.some((n) => !Number.isInteger(n) || n < 0 || n >= size))
    throw new RangeError(`a reference is made of 8 picks from 0 to ${size - 1}`);
  const code = picks.map((n) => referenceAlphabet[n]).join('');
  return `REG-${code.slice(0, 4)}-${code.slice(4)}`;
}
