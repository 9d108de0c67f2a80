import argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-level memory and time cost). */
export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no user matched, so a wrong user name takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = (): Promise<string> => {
  decoyHash ??= hashPassword('decoy-password-never-used');
  return decoyHash;
};
