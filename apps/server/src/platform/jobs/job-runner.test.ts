import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../db/connect.ts';
import { createJobRunner, defineQueue, type JobAttempt } from './job-runner.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, done: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const jobRows = async (queue: string) =>
  (
    await database.executeSql(
      'select singleton_key as key, state, retry_count from pgboss.job where name = $1 order by created_on',
      [queue],
    )
  ).rows as Array<{ key: string; state: string; retry_count: number }>;

const queueNamed = (name: string, retryLimit = 0) =>
  defineQueue<{ n: number }>({ name, retryLimit, retryDelaySeconds: 1, expireInSeconds: 60 });

describe('the job runner', () => {
  it('touches the database only once something is sent (cheap to create and close)', async () => {
    const runner = createJobRunner(database, { work: true, pollingIntervalSeconds: 0.5 });
    runner.register(queueNamed('idle'), async () => {});
    await runner.stop();
    const { rows } = await database.executeSql("select to_regclass('pgboss.job') as job", []);
    expect((rows[0] as { job: string | null }).job).toBeNull();
  });

  it('keeps one waiting job per key, and runs nothing while work is off', async () => {
    const queue = queueNamed('stored');
    const runner = createJobRunner(database, { work: false });
    let ran = 0;
    runner.register(queue, async () => {
      ran += 1;
    });
    await runner.send(queue, [
      { data: { n: 1 }, key: 'same' },
      { data: { n: 2 }, key: 'other' },
    ]);
    await runner.send(queue, [{ data: { n: 3 }, key: 'same' }]);
    await sleep(300);
    await runner.stop();
    expect(ran).toBe(0);
    expect((await jobRows('stored')).map((row) => [row.key, row.state]).sort()).toEqual([
      ['other', 'created'],
      ['same', 'created'],
    ]);
  });

  it('retries a failing job up to its limit, telling the handler which attempt it is', async () => {
    const queue = queueNamed('flaky', 1);
    const errors: unknown[] = [];
    const runner = createJobRunner(database, {
      work: true,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      onError: (error) => errors.push(error),
    });
    const attempts: JobAttempt[] = [];
    runner.register(queue, async (_data, attempt) => {
      attempts.push(attempt);
      throw new Error(`attempt ${attempt.retryCount} failed`);
    });
    await runner.send(queue, [{ data: { n: 1 }, key: 'flaky-1' }]);
    await waitFor('the retry', async () => (await jobRows('flaky'))[0]?.state === 'failed');
    await runner.stop();
    expect(attempts).toEqual([
      { retryCount: 0, retryLimit: 1 },
      { retryCount: 1, retryLimit: 1 },
    ]);
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'attempt 0 failed',
      'attempt 1 failed',
    ]);
  });

  it('lets a running job finish when stopped, then takes no more', async () => {
    const queue = queueNamed('slow');
    const errors: unknown[] = [];
    const runner = createJobRunner(database, {
      work: true,
      pollingIntervalSeconds: 0.5,
      onError: (error) => errors.push(error),
    });
    let started = false;
    let finished = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    runner.register(queue, async () => {
      started = true;
      await gate;
      finished = true;
    });
    await runner.send(queue, [{ data: { n: 1 }, key: 'slow-1' }]);
    await waitFor('the job to start', () => started);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await sleep(300);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await jobRows('slow'))[0]?.state).toBe('completed');
    await expect(runner.send(queue, [{ data: { n: 2 }, key: 'slow-2' }])).rejects.toThrow(
      'The job runner has stopped',
    );
    expect(errors).toEqual([]);
  });
});
