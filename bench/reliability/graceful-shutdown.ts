/**
 * Reliability check: the server under load gets SIGTERM and must finish every request it had
 * already received. Sends sign-ins (slow: argon2id) from 16 loops, signals the server after
 * 3 s, and fails if any request started before the signal did not get its 200.
 */
import { runLoops } from '../lib/request-loop.ts';
import { createScratchDatabase, dropScratchDatabase } from '../lib/scratch-database.ts';
import { startServer } from '../lib/server-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'shala_reliability_shutdown';
const databaseUrl = await createScratchDatabase(adminUrl, dbName);
const server = await startServer({
  port: 3910,
  env: {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
  },
});

let signalledAt = Number.POSITIVE_INFINITY;
const stopped = new Promise<number | null>((resolve) =>
  setTimeout(() => {
    signalledAt = performance.now();
    resolve(server.stop('SIGTERM'));
  }, 3000),
);

const outcomes = await runLoops({
  workers: 16,
  durationMs: 5000,
  send: () =>
    fetch(`${server.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'x-tenant': 'greenwood', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@greenwood', password: 'demo1234' }),
    }),
});
const exitCode = await stopped;
await dropScratchDatabase(adminUrl, dbName);

// Requests sent in the last few milliseconds before the signal race with the closing socket.
const guardMs = 20;
const before = outcomes.filter((o) => o.startedAt < signalledAt - guardMs);
const inFlight = before.filter((o) => o.endedAt > signalledAt);
const failed = before.filter((o) => o.status !== 200);
const after = outcomes.filter((o) => o.startedAt >= signalledAt);
console.log('Graceful shutdown under load');
console.log(
  `  requests before SIGTERM: ${before.length} (${inFlight.length} still in flight when it came)`,
);
console.log(`  of those failed: ${failed.length}`);
console.log(`  refused after SIGTERM (expected): ${after.filter((o) => o.status !== 200).length}`);
console.log(`  server exit code: ${exitCode}`);
if (failed.length > 0 || exitCode !== 0 || inFlight.length === 0) {
  console.error('FAILED', failed.slice(0, 5));
  process.exit(1);
}
console.log('  passed: every in-flight request finished');
