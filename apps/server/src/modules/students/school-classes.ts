import { randomInt } from 'node:crypto';

/** The year admission numbers of a session carry: the year the session starts. */
export const admissionYearOf = (session: { startDate: string }) =>
  Number(session.startDate.slice(0, 4));

const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A first password for a new parent account: 10 characters without look-alikes (0/O, 1/l). */
export function makeFirstPassword(): string {
  let out = '';
  for (let i = 0; i < 10; i += 1) out += passwordAlphabet[randomInt(passwordAlphabet.length)];
  return out;
}
