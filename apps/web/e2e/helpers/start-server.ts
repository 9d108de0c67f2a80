import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPath, health } from '@shala/contracts';
import { findFreePort } from './free-port';
import { repoRoot } from './paths';

export interface RunningServer {
  port: number;
  /** Its DATA_DIR: the embedded database and, without SMTP, the mails as .eml files. */
  dataDir: string;
  stop: () => Promise<void>;
}

const startTimeoutMs = 120_000;

/**
 * Starts the real server (`npx tsx apps/server/src/main.ts`) on a free port with a fresh
 * data directory and the embedded database (the journeys run on the default; the integration
 * suites cover PostgreSQL), and waits until its health route answers 200.
 */
export async function startServer(webDistDir?: string): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-e2e-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Each journey file fills a school it registered with the demo data (journey-school.ts).
    SHALA_DEMO_SCHOOL_ROUTE: '1',
    // Every journey signs in from 127.0.0.1, the operator in each file: one server counts them all.
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    // A slowed sign-in stays slowed for the journey that shows it (sign-in.e2e.test.ts), not
    // for the second a production wait begins with; no other journey fails a sign-in.
    SIGN_IN_BASE_DELAY_MS: '600000',
    // A tile server that is never reachable (a port browsers refuse): the maps are offline.
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  };
  if (webDistDir) env.WEB_DIST_DIR = webDistDir;

  // Its own process group, so stopping it also stops what npx started under it.
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const stop = async () => {
    await stopProcessGroup(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(port, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  return { port, dataDir, stop };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const url = `http://127.0.0.1:${port}${buildPath(health)}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${startTimeoutMs / 1000}s`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
