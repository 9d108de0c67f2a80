import { execFileSync } from 'node:child_process';

/** Runs SQL with `psql` on the bench's database and answers its unaligned output, trimmed. */
export const psql = (databaseUrl: string, statement: string): string =>
  execFileSync('psql', [databaseUrl, '-Atqc', statement]).toString().trim();
