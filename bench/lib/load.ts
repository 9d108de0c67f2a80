import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time the server process spent per request (user + system), in µs; null off Linux. */
  serverCpuMicros: number | null;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: unknown;
  seconds?: number;
  connections?: number;
  /** The server's process id, to read the CPU time it spent during the load (Linux). */
  serverPid?: number;
}

/** Runs autocannon against one request for a bounded time and answers its summary. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const cpuBefore = cpuMicrosOf(options.serverPid);
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    // A JSON content type only with a body: an empty JSON body is a 400 (Fastify refuses it).
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    duration: options.seconds ?? 10,
    connections: options.connections ?? 20,
  });
  const cpuAfter = cpuMicrosOf(options.serverPid);
  const served = result.requests.total;
  return {
    serverCpuMicros:
      cpuBefore === null || cpuAfter === null || served === 0
        ? null
        : (cpuAfter - cpuBefore) / served,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The CPU time a process has used (user + system, all its threads), in µs, from
 * /proc/<pid>/stat; null where there is no /proc. Unlike requests/s it hardly moves with what
 * else the machine runs, so it says what a request costs the server.
 */
function cpuMicrosOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicksPerSecond;
  } catch {
    return null;
  }
}

// Linux's USER_HZ: 100 on every architecture Node runs on.
const clockTicksPerSecond = 100;
