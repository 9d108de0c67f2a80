import argon2 from 'argon2';

const hashes = new Map<string, Promise<string>>();

/**
 * The hash fixture users get: still argon2id, at the lowest cost, made once per password
 * and process. Verification reads the cost from the stored hash, so signing in as a fixture
 * user is cheap too; hashes the app makes itself keep the production cost.
 */
export function hashFixturePassword(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    hashes.set(password, hash);
  }
  return hash;
}
