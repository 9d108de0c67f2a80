import type { Services } from '../services.ts';
import type { JobAttempt, JobQueue } from './job-runner.ts';

/** A module's background work: its queue and what runs each job, given the app's services. */
export interface JobDefinition<T> {
  queue: JobQueue<T>;
  run(services: Services, data: T, attempt: JobAttempt): Promise<void>;
}

/** Registers every module's jobs on the app's runner (before it starts). */
export function registerJobs(
  services: Services,
  definitions: readonly JobDefinition<unknown>[],
): void {
  for (const job of definitions)
    services.jobs.register(job.queue, (data, attempt) => job.run(services, data, attempt));
}
