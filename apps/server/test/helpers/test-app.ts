import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { prepareDatabase } from '../../src/bootstrap.ts';
import type { Database } from '../../src/platform/db/connect.ts';
import { createJobRunner } from '../../src/platform/jobs/job-runner.ts';
import { createMailer } from '../../src/platform/mail/mailer.ts';
import { createWebPush, loadVapidKeys } from '../../src/platform/push/web-push.ts';
import { createRateLimits } from '../../src/platform/rate-limit.ts';
import type { Services } from '../../src/platform/services.ts';
import { createSmsProvider } from '../../src/platform/sms/sms-provider.ts';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk-storage.ts';
import { createTestDatabase } from './test-database.ts';

export const rootHost = 'shala.localhost';
export const hostOf = (subdomain: string) => `${subdomain}.${rootHost}`;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  platformId: number;
  close(): Promise<void>;
}

export interface TestAppOptions {
  smtpUrl?: string;
  rateLimits?: Parameters<typeof createRateLimits>[0];
  /** Seed the demo schools (greenwood, riverside) and their users. */
  demo?: boolean;
  /**
   * Run queued jobs (message deliveries) in the background, polling every half second and
   * retrying after about a second. Off by default: jobs are then only stored, so no test sees
   * writes it did not wait for.
   */
  jobs?: boolean;
  /** SMS gateway URL (the HTTP provider); SMS are logged to nowhere without it. */
  smsProviderUrl?: string;
  smsProviderKey?: string;
  /** Called with the SQL of every query sent through drizzle (to count a route's queries). */
  logQuery?: (query: string) => void;
}

/** The real app on a fresh database, called through `inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ logQuery: options.logQuery, demo: options.demo });
  const { platformId } = await prepareDatabase(database.db);
  const dataDir = path.join(tmpdir(), `shala-test-${process.pid}`);
  const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
  // The demo's rows come with the template; the files they name are copied beside them.
  if (options.demo)
    await cp(inject('testDemoTemplate').filesDir, path.join(dataDir, 'files'), { recursive: true });
  const services: Services = {
    database,
    mailer: createMailer({ smtpUrl: options.smtpUrl, mailDir: path.join(dataDir, 'mail') }),
    rateLimits: createRateLimits({ perIp: 1000, perAccount: 1000, ...options.rateLimits }),
    storage,
    jobs: createJobRunner(database, {
      work: options.jobs ?? false,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
    }),
    sms: createSmsProvider({
      url: options.smsProviderUrl,
      key: options.smsProviderKey,
      log: () => {},
    }),
    // PUSH_ALLOW_HTTP: a local HTTP server stands in for the push service.
    push: createWebPush({
      keys: await loadVapidKeys(database.db, {}),
      subject: `mailto:admin@${rootHost}`,
      allowHttp: true,
    }),
    config: {
      port: 3000,
      rootDomain: rootHost,
      publicScheme: 'http://',
      publicPort: ':3000',
      dataDir,
      production: false,
    },
  };
  const app = await buildApp({ services });
  return {
    app,
    database,
    services,
    platformId,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in and answers the cookie header to send with later calls. */
export async function signIn(
  app: FastifyInstance,
  host: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    headers: { host },
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return cookieOf(response);
}

export function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'shala_session');
  if (!cookie) throw new Error('no session cookie');
  return `shala_session=${cookie.value}`;
}
