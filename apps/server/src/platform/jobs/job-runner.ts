import PgBoss from 'pg-boss';
import type { Database } from '../db/connect.ts';

/** A kind of background work: its queue and how its jobs are retried. */
export interface JobQueue<T> {
  name: string;
  /** Further attempts after the first one fails. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** Seconds a job may run before it counts as failed (and is retried). */
  expireInSeconds: number;
  /** Only carries the payload type. */
  readonly payload?: T;
}

export const defineQueue = <T>(queue: Omit<JobQueue<T>, 'payload'>): JobQueue<T> => queue;

/** Which attempt a job is on: retryCount 0 is the first, retryLimit the last. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface QueuedJob<T> {
  data: T;
  /** At most one job per key waits in the queue: a second send of the same key is dropped. */
  key: string;
}

/** Background jobs (pg-boss on the app's own database): retried, and idempotent by design. */
export interface JobRunner {
  /** Before start: what runs the jobs of a queue. */
  register<T>(queue: JobQueue<T>, handler: JobHandler<T>): void;
  /** Queues jobs (after the transaction that decided them has committed); starts the runner if needed. */
  send<T>(queue: JobQueue<T>, jobs: readonly QueuedJob<T>[]): Promise<void>;
  start(): Promise<void>;
  /** Takes no new jobs, lets running ones finish, and stops touching the database. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** Run the registered handlers; false only stores jobs (tests that must not see background writes). */
  work?: boolean;
  /** How often an idle worker looks for due jobs (a send wakes it at once). */
  pollingIntervalSeconds?: number;
  /** Replaces every queue's first retry delay (tests). */
  retryDelaySeconds?: number;
  /**
   * Workers per queue and process: one on PGlite (a single connection), two on PostgreSQL
   * (each holds a pooled connection while it sends); more throughput comes from more processes.
   */
  workersPerQueue?: number;
  /** A job that failed (it is retried) or an error of the queue itself. */
  onError?: (error: unknown) => void;
}

const insertChunk = 500;
const stopTimeoutMs = 30_000;

/**
 * pg-boss on the app's database, started lazily by the first send (or by `start`, which the
 * server calls so jobs left by a previous run are picked up). Its queries go through
 * `database.executeSql`; once stopped, they are dropped, so nothing reaches a closed database.
 */
export function createJobRunner(database: Database, options: JobRunnerOptions = {}): JobRunner {
  const queues = new Map<string, { queue: JobQueue<unknown>; handler: JobHandler<unknown> }>();
  const workerIds = new Map<string, string[]>();
  const inFlight = new Set<Promise<unknown>>();
  const onError = options.onError ?? (() => {});
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopping = false;
  let closed = false;

  const db: PgBoss.Db = {
    executeSql(text, values) {
      // A query pg-boss issues after stop (a completion it does not await) is never answered.
      if (closed) return new Promise(() => {});
      const query = database.executeSql(text, values);
      inFlight.add(query);
      query.then(
        () => inFlight.delete(query),
        () => inFlight.delete(query),
      );
      return query;
    },
  };

  /**
   * One worker: a job at a time. pg-boss waits out the polling interval after each fetch, so a
   * worker that has just done a job wakes itself to look for the next one at once.
   */
  async function startWorker(
    instance: PgBoss,
    queue: JobQueue<unknown>,
    handler: JobHandler<unknown>,
  ): Promise<string> {
    let workerId = '';
    workerId = await instance.work<unknown>(
      queue.name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      },
      async ([job]) => {
        // Fetched while stopping: leave it to be retried by the next run.
        if (stopping) throw new Error('The job runner is stopping');
        try {
          await handler(job!.data, { retryCount: job!.retryCount, retryLimit: job!.retryLimit });
        } catch (error) {
          onError(error);
          throw error;
        } finally {
          instance.notifyWorker(workerId);
        }
      },
    );
    return workerId;
  }

  async function boot(): Promise<PgBoss> {
    const instance = new PgBoss({ db, schedule: false, supervise: true, migrate: true });
    instance.on('error', onError);
    boss = instance;
    await instance.start();
    const workers = options.workersPerQueue ?? (database.kind === 'pglite' ? 1 : 2);
    for (const { queue, handler } of queues.values()) {
      await instance.createQueue(queue.name, { name: queue.name, policy: 'short' });
      if (!options.work) continue;
      const ids: string[] = [];
      for (let i = 0; i < workers; i += 1) ids.push(await startWorker(instance, queue, handler));
      workerIds.set(queue.name, ids);
    }
    return instance;
  }

  function ensureStarted(): Promise<PgBoss> {
    if (stopping) return Promise.reject(new Error('The job runner has stopped'));
    starting ??= boot().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  return {
    register(queue, handler) {
      if (starting) throw new Error(`Queue ${queue.name} registered after the job runner started`);
      queues.set(queue.name, {
        queue: queue as JobQueue<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },

    async send(queue, jobs) {
      if (!queues.has(queue.name)) throw new Error(`Queue ${queue.name} is not registered`);
      if (jobs.length === 0) return;
      const instance = await ensureStarted();
      for (let i = 0; i < jobs.length; i += insertChunk) {
        await instance.insert(
          jobs.slice(i, i + insertChunk).map((job) => ({
            name: queue.name,
            data: job.data as object,
            singletonKey: job.key,
            retryLimit: queue.retryLimit,
            retryDelay: options.retryDelaySeconds ?? queue.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: queue.expireInSeconds,
          })),
        );
      }
      for (const id of workerIds.get(queue.name) ?? []) instance.notifyWorker(id);
    },

    async start() {
      await ensureStarted();
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      await starting?.catch(() => {});
      await boss?.stop({ graceful: true, wait: true, timeout: stopTimeoutMs });
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
}
