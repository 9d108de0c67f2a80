/** Reading PostgreSQL errors (from node-postgres or PGlite, possibly wrapped by Drizzle). */
export interface PostgresError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error behind a failed query (Drizzle wraps it in `cause`), or null. */
export function postgresErrorOf(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PostgresError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique index refused the write (optionally: that index). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const pg = postgresErrorOf(error);
  return pg?.code === '23505' && (index === undefined || pg.constraint === index);
}

/** A foreign key of another table still points at the row being deleted. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorOf(error)?.code === '23503';

/** Runs `write`; a unique or foreign-key refusal becomes `refusal()`, anything else is rethrown. */
export async function refuseConflicts<T>(
  write: () => Promise<T>,
  refusal: { unique?: () => Error; foreignKey?: () => Error },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (refusal.unique && isUniqueViolation(error)) throw refusal.unique();
    if (refusal.foreignKey && isForeignKeyViolation(error)) throw refusal.foreignKey();
    throw error;
  }
}
