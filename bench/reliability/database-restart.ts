/**
 * Reliability check: PostgreSQL restarts during a write load. The server must recover by
 * itself, and every write it acknowledged must be in the database afterwards. Writes are
 * sign-ins (each inserts a session row; the cookie's token identifies it).
 * Restarts the machine's PostgreSQL cluster: do not run while other tests use it.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { runLoops } from '../lib/request-loop.ts';
import { createScratchDatabase, dropScratchDatabase } from '../lib/scratch-database.ts';
import { startServer } from '../lib/server-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'shala_reliability_restart';
const databaseUrl = await createScratchDatabase(adminUrl, dbName);
const server = await startServer({
  port: 3911,
  env: {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
  },
});

let restartedAt = Number.POSITIVE_INFINITY;
let outageStartedAt = Number.POSITIVE_INFINITY;
// Asynchronously: the request loops keep writing through the outage instead of pausing with it.
setTimeout(() => {
  const version = readdirSync('/etc/postgresql')[0]!;
  outageStartedAt = performance.now();
  execFile('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], (error) => {
    if (error) console.error(`restart failed: ${error.message}`);
    restartedAt = performance.now();
  });
}, 3000);

const outcomes = await runLoops({
  workers: 8,
  durationMs: 12_000,
  send: () =>
    fetch(`${server.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'x-tenant': 'greenwood', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@greenwood', password: 'demo1234' }),
    }),
});
await server.stop();

const acknowledged = outcomes.filter((o) => o.status === 200 && o.cookie);
const recovered = acknowledged.filter((o) => o.startedAt > restartedAt);
const duringOutage = outcomes.filter(
  (o) => o.startedAt >= outageStartedAt && o.startedAt <= restartedAt,
);
const hashes = acknowledged.map((o) =>
  createHash('sha256').update(o.cookie!.split('=')[1]!).digest('hex'),
);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const stored = await client.query(
  'select count(*)::int as n from sessions where token_hash = any($1)',
  [hashes],
);
await client.end();
await dropScratchDatabase(adminUrl, dbName);

const lost = acknowledged.length - stored.rows[0].n;
console.log('PostgreSQL restart during a write load');
console.log(
  `  acknowledged writes: ${acknowledged.length} (${recovered.length} after the restart)`,
);
console.log(
  `  restart took ${((restartedAt - outageStartedAt) / 1000).toFixed(1)} s; requests sent meanwhile: ${duringOutage.length}`,
);
console.log(
  `  failed during the restart (not acknowledged): ${outcomes.length - acknowledged.length}`,
);
console.log(`  acknowledged writes missing from the database: ${lost}`);
if (lost !== 0 || recovered.length === 0 || duringOutage.length === 0) {
  console.error('FAILED');
  process.exit(1);
}
console.log('  passed: recovered by itself, nothing acknowledged was lost');
