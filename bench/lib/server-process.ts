import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `apps/server/src/main.ts` (or another script) and waits until it answers /api/common/health. */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  script?: string;
  quiet?: boolean;
  /** Node options before the script, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  // Otherwise another server on the port would answer the health check and every request.
  await assertPortFree(options.port);
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', options.script ?? 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(options.port), LOG_LEVEL: 'silent', ...options.env },
      stdio: options.quiet === false ? 'inherit' : 'ignore',
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHealth(url, child);
  return {
    url,
    process: child,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}

export async function waitForHealth(
  url: string,
  child?: ChildProcess,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} during start`);
    try {
      if ((await fetch(`${url}/api/common/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is taken by another process: set BENCH_PORT`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
