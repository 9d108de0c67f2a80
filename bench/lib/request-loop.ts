/** Bounded concurrent request loops that record the outcome of every request. */
export interface Outcome {
  startedAt: number;
  endedAt: number;
  status: number | null;
  error?: string;
  cookie?: string;
}

export interface LoopOptions {
  workers: number;
  /** Stop starting new requests after this many milliseconds. */
  durationMs: number;
  send: () => Promise<Response>;
}

export async function runLoops(options: LoopOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const stopAt = performance.now() + options.durationMs;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const startedAt = performance.now();
      try {
        const response = await options.send();
        const cookie = response.headers.get('set-cookie')?.split(';')[0];
        await response.arrayBuffer();
        outcomes.push({ startedAt, endedAt: performance.now(), status: response.status, cookie });
      } catch (error) {
        outcomes.push({
          startedAt,
          endedAt: performance.now(),
          status: null,
          error: (error as Error).cause ? String((error as Error).cause) : String(error),
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  return outcomes;
}
