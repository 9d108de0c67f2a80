/**
 * `npm run bench`: Shala against a bare baseline on PostgreSQL, in one run.
 * Fills a scratch database with the seed generator (BENCH_SCHOOLS x BENCH_STUDENTS, default
 * 200 x 1000) plus the demo schools, then measures each scenario on both servers and prints
 * requests/s, p50/p99 and the ratio. Before the load, prints the shared buffers each list
 * reads for a page of 15 (`EXPLAIN (ANALYZE, BUFFERS)`), a cost independent of the machine's load.
 * Ends with the embedded cold and warm start times.
 * BENCH_ONLY (comma-separated words) keeps the scenarios whose name holds one of them, and then
 * skips the start times; BENCH_CPU_PROF=<dir> profiles the Shala server; BENCH_DATABASE names the scratch database (another run's is dropped).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { markBenchMonth } from './lib/attendance-marks.ts';
import { classScheduleRowsOf, setUpFeeYear } from './lib/fee-year.ts';
import { printListBuffers } from './lib/list-buffer-report.ts';
import { type LoadOptions, type LoadResult, runLoad } from './lib/load.ts';
import { psql } from './lib/psql.ts';
import { createScratchDatabase, dropScratchDatabase } from './lib/scratch-database.ts';
import { repoRoot, startServer } from './lib/server-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const schools = process.env.BENCH_SCHOOLS ?? '200';
const students = process.env.BENCH_STUDENTS ?? '1000';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
const dbName = process.env.BENCH_DATABASE ?? 'shala_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName))
  throw new Error('BENCH_DATABASE: lower-case letters, digits, _');
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const school = 'greenwood.shala.localhost';
const root = 'shala.localhost';

const databaseUrl = await createScratchDatabase(adminUrl, dbName);
const seedScript = path.join(repoRoot, 'apps/server/src/demo/seed-scale.ts');
const env = {
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_PER_IP: '100000000',
  RATE_LIMIT_PER_ACCOUNT: '100000000',
};
// BENCH_PORT moves both servers when another server of the machine holds 3900.
const port = Number(process.env.BENCH_PORT ?? 3900);
// BENCH_CPU_PROF=<dir>: the Shala server writes a CPU profile there when it stops.
const profileDir = process.env.BENCH_CPU_PROF;
const shala = await startServer({
  port,
  env,
  nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
});
// The baseline runs with the V8 flag Shala's server sets for itself (platform/runtime-flags.ts),
// so that the two differ only in their code.
const baseline = await startServer({
  port: port + 1,
  env,
  script: 'bench/baseline-server.ts',
  nodeArgs: ['--no-allocation-site-pretenuring'],
});
try {
  if (existsSync(seedScript)) {
    console.log(`Seeding ${schools} schools x ${students} students ...`);
    const started = performance.now();
    // Not execFileSync: a blocked event loop keeps fetch's idle keep-alive sockets past the
    // server's timeout, and the next request would be written into a closed socket.
    await runToEnd(
      spawn(
        process.execPath,
        ['--import', 'tsx', seedScript, '--schools', schools, '--students', students],
        { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
      ),
    );
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log('No seed generator yet: measuring on the demo schools only.');
  }

  // fetch cannot set Host; the tenant header names the school instead (none: the root host).
  const login = async (tenant: string | null, username: string) => {
    const response = await fetch(`${shala.url}/api/authentication/login`, {
      method: 'POST',
      headers: { ...(tenant ? { 'x-tenant': tenant } : {}), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo1234' }),
    });
    if (response.status !== 200)
      throw new Error(
        `sign-in of ${username} answered ${response.status}: ${await response.text()}`,
      );
    const body = (await response.json()) as { data: { user: { id: number } } };
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    return { cookie, userId: body.data.user.id };
  };
  const admin = await login('greenwood', 'admin@greenwood');
  // A seeded school with the full 1,000 students (the demo schools have about 40).
  const bigSchool = existsSync(seedScript) ? 'scale-1' : 'greenwood';
  const bigAdmin = await login(bigSchool, `admin@${bigSchool}`);
  const operator = await login(null, 'superadmin');
  const tenantId = Number(
    psql(databaseUrl, "select id from schools where subdomain = 'greenwood'"),
  );

  const [bigTenantId, bigSessionId] = psql(
    databaseUrl,
    `select s.id || ',' || a.id from schools s join academic_sessions a on a.tenant_id = s.id and a.is_current and a.parent_id is null where s.subdomain = '${bigSchool}'`,
  ).split(',');

  await printListBuffers(databaseUrl, Number(bigTenantId), Number(bigSessionId), bigSchool);
  // A year of fees of the big school (structure, quarterly and monthly payers), for the
  // defaulters list and the payment; the baseline is given the structure's class rows.
  const fees = await setUpFeeYear(
    { url: shala.url, tenant: bigSchool, cookie: bigAdmin.cookie },
    databaseUrl,
    { tenantId: Number(bigTenantId), sessionId: Number(bigSessionId) },
  );
  const scheduleRows = await classScheduleRowsOf(databaseUrl, {
    tenantId: Number(bigTenantId),
    sessionId: Number(bigSessionId),
  });
  await fetch(`${baseline.url}/defaulters/schedule`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenantId: Number(bigTenantId), rows: scheduleRows }),
  });
  const month = markBenchMonth(databaseUrl, Number(bigTenantId), Number(bigSessionId));
  const monthQuery = `fromDate=${month.fromDate}&toDate=${month.toDate}&class_id=${month.classId}${month.sectionId ? `&section_id=${month.sectionId}` : ''}`;

  const allScenarios: Array<{ name: string; shala: LoadOptions; baseline: LoadOptions }> = [
    {
      name: 'sign-in (argon2id)',
      shala: {
        url: `${shala.url}/api/authentication/login`,
        method: 'POST',
        headers: { host: school },
        body: { username: 'admin@greenwood', password: 'demo1234' },
      },
      baseline: {
        url: `${baseline.url}/login`,
        method: 'POST',
        headers: { host: school },
        body: { username: 'admin@greenwood' },
      },
    },
    {
      name: 'session check',
      shala: {
        url: `${shala.url}/api/common/session`,
        method: 'POST',
        headers: { host: school, cookie: admin.cookie },
      },
      baseline: {
        url: `${baseline.url}/session`,
        method: 'POST',
        headers: { host: school, cookie: admin.cookie },
      },
    },
    {
      name: 'schools list (super admin, paged)',
      shala: {
        url: `${shala.url}/api/super-admin/school?limit=15`,
        headers: { host: root, cookie: operator.cookie },
      },
      baseline: { url: `${baseline.url}/schools` },
    },
    {
      name: `students list (${bigSchool}, 15 of 1,000)`,
      shala: {
        url: `${shala.url}/api/school/student?limit=15`,
        headers: { host: `${bigSchool}.${root}`, cookie: bigAdmin.cookie },
      },
      baseline: {
        url: `${baseline.url}/students?tenantId=${bigTenantId}`,
      },
    },
    {
      name: `defaulters list (${bigSchool}, 15 of 1,000)`,
      shala: {
        url: `${shala.url}/api/school/fee_collection/defaulters?limit=15&as_of=2027-03-31`,
        headers: { host: `${bigSchool}.${root}`, cookie: bigAdmin.cookie },
      },
      baseline: {
        url: `${baseline.url}/defaulters?tenantId=${bigTenantId}&sessionId=${bigSessionId}`,
      },
    },
    {
      // One payment, then the same request again and again: the idempotent answer (counter
      // lock, key lookup) that a double submit or a retried request gets.
      name: 'payment write (repeated key)',
      shala: {
        url: `${shala.url}/api/school/accounts/makePaymentReceipt`,
        method: 'POST',
        headers: { host: `${bigSchool}.${root}`, cookie: bigAdmin.cookie },
        body: {
          idempotency_key: 'bench-payment-0001',
          student_id: fees.studentId,
          payment_date: '2026-04-05',
          payment_mode: 'cash',
          paid_amount: fees.amount,
          payment_structure: [{ due_key: fees.dueKey, fee_amount: fees.amount, late_fee: 0 }],
        },
      },
      baseline: {
        url: `${baseline.url}/payment`,
        method: 'POST',
        body: { tenantId: Number(bigTenantId), key: 'bench-payment-0001' },
      },
    },
    {
      name: `attendance report (${bigSchool}, a class, a month)`,
      shala: {
        url: `${shala.url}/api/school/school_attendance/report?${monthQuery}`,
        headers: { host: `${bigSchool}.${root}`, cookie: bigAdmin.cookie },
      },
      baseline: {
        url: `${baseline.url}/attendance-report?tenantId=${bigTenantId}&sessionId=${bigSessionId}&${monthQuery}`,
      },
    },
    {
      name: 'theme update (write)',
      shala: {
        url: `${shala.url}/api/common/user/theme`,
        method: 'PUT',
        headers: { host: school, cookie: admin.cookie },
        body: { theme: 'DARK' },
      },
      baseline: {
        url: `${baseline.url}/theme`,
        method: 'PUT',
        body: { theme: 'DARK', tenantId, userId: admin.userId },
      },
    },
  ];

  const scenarios = only.length
    ? allScenarios.filter((scenario) =>
        only.some((word) => scenario.name.toLowerCase().includes(word)),
      )
    : allScenarios;
  // Rounds alternate which side goes first, so a burst of load from elsewhere on the machine
  // does not land on one side only; medians with min–max show how noisy the run was.
  const results = scenarios.map(() => ({ ours: [] as LoadResult[], bare: [] as LoadResult[] }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, scenario] of scenarios.entries()) {
      const sides = [
        async () =>
          results[index]!.ours.push(
            await runLoad({ seconds, serverPid: shala.process.pid, ...scenario.shala }),
          ),
        async () =>
          results[index]!.bare.push(
            await runLoad({ seconds, serverPid: baseline.process.pid, ...scenario.baseline }),
          ),
      ];
      for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
    }
  }
  console.log(
    `\nPostgreSQL, ${rounds} alternating rounds of ${seconds} s per side, 20 connections, ${schools} schools x ${students} students`,
  );
  console.log('req/s as median (min–max); ratio = median Shala / median baseline;');
  console.log(
    'server µs: CPU time each server process spent per request (median run), Shala / baseline\n',
  );
  console.log(
    `${'scenario'.padEnd(36)} ${'shala req/s'.padStart(20)} ${'p50/p99 ms'.padStart(11)} ${'base req/s'.padStart(20)} ${'p50/p99 ms'.padStart(11)} ${'ratio'.padStart(6)} ${'server µs'.padStart(10)}`,
  );
  for (const [index, scenario] of scenarios.entries())
    console.log(formatRow(scenario.name, results[index]!.ours, results[index]!.bare));
} finally {
  await shala.stop();
  await baseline.stop();
  await dropScratchDatabase(adminUrl, dbName);
}

console.log('');
if (only.length) console.log('BENCH_ONLY: start times not measured.');
else
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/startup-time.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });

/** Four quarterly charges (₹6,000, ₹200 late fee) for every student of a session. */
function runToEnd(child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`)),
    );
  });
}

function formatRow(name: string, ours: LoadResult[], bare: LoadResult[]): string {
  const errors = ours.reduce((sum, r) => sum + r.errors, 0);
  const non2xx = ours.reduce((sum, r) => sum + r.non2xx, 0);
  const failed = errors + non2xx > 0 ? `  (${errors} errors, ${non2xx} non-2xx)` : '';
  const oursMedian = medianRun(ours);
  const bareMedian = medianRun(bare);
  return `${name.padEnd(36)} ${spread(ours).padStart(20)} ${`${oursMedian.p50}/${oursMedian.p99}`.padStart(11)} ${spread(bare).padStart(20)} ${`${bareMedian.p50}/${bareMedian.p99}`.padStart(11)} ${(oursMedian.rps / bareMedian.rps).toFixed(2).padStart(6)} ${`${micros(oursMedian)}/${micros(bareMedian)}`.padStart(10)}${failed}`;
}

function micros(run: LoadResult): string {
  return run.serverCpuMicros === null ? '–' : run.serverCpuMicros.toFixed(0);
}

/** The run with the median requests/s. */
function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function spread(runs: LoadResult[]): string {
  const rps = runs.map((r) => r.rps);
  return `${medianRun(runs).rps.toFixed(0)} (${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)})`;
}
