/**
 * Prints the embedded cold start (empty DATA_DIR to first answered request) and the
 * warm start (same DATA_DIR again). Not a timed test: a measurement to watch.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.PORT ?? 3999);
const dataDir = mkdtempSync(path.join(tmpdir(), 'shala-start-'));

async function timeStart(label: string): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  await waitForHealth(server);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(12)} ${seconds.toFixed(2)} s`);
  await stop(server);
  return seconds;
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited during start');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/common/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not answer within 120 s');
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

try {
  console.log('Embedded (PGlite) start-up, to the first answered request:');
  const cold = await timeStart('cold start');
  const warm = await timeStart('warm start');
  console.log(
    `targets: cold < 10 s (${cold < 10 ? 'met' : 'missed'}), warm < 3 s (${warm < 3 ? 'met' : 'missed'})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
