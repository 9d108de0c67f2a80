import './platform/runtime-flags.ts';
import path from 'node:path';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { registerDemoSchoolRoute } from './demo/demo-school-route.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { ensureSuperAdmin } from './demo/seed-platform.ts';
import { readConfig } from './platform/config.ts';
import { connectDatabase } from './platform/db/connect.ts';
import { createJobRunner } from './platform/jobs/job-runner.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createWebPush, loadVapidKeys } from './platform/push/web-push.ts';
import { createRateLimits } from './platform/rate-limit.ts';
import { publicUrl, type Services } from './platform/services.ts';
import { createSmsProvider } from './platform/sms/sms-provider.ts';
import { createLocalDiskStorage } from './platform/storage/local-disk-storage.ts';

const startedAt = performance.now();
const config = readConfig();
const database = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
const { platformId } = await prepareDatabase(database.db);
const storage = createLocalDiskStorage(path.join(config.dataDir, 'files'));
if (!config.production) {
  await seedDemo(database.db, { storage });
} else if (process.env.SUPER_ADMIN_PASSWORD) {
  await ensureSuperAdmin(
    database.db,
    platformId,
    process.env.SUPER_ADMIN_USERNAME ?? 'superadmin',
    process.env.SUPER_ADMIN_PASSWORD,
  );
}

const vapidKeys = await loadVapidKeys(database.db, {
  publicKey: config.vapidPublicKey,
  privateKey: config.vapidPrivateKey,
});
const services: Services = {
  database,
  config,
  storage,
  mailer: createMailer({ smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail') }),
  rateLimits: createRateLimits({
    perIp: Number(process.env.RATE_LIMIT_PER_IP) || undefined,
    perAccount: Number(process.env.RATE_LIMIT_PER_ACCOUNT) || undefined,
    signInBaseDelayMs: Number(process.env.SIGN_IN_BASE_DELAY_MS) || undefined,
  }),
  jobs: createJobRunner(database, {
    work: true,
    onError: (err) => app.log.error({ err }, 'background job failed'),
  }),
  sms: createSmsProvider({
    url: config.smsProviderUrl,
    key: config.smsProviderKey,
    log: (line) => app.log.info(line),
  }),
  push: createWebPush({
    keys: vapidKeys,
    subject: config.vapidSubject ?? `mailto:admin@${config.rootDomain}`,
    allowHttp: config.pushAllowHttp,
  }),
};
const app = await buildApp({
  services,
  logger: process.env.LOG_LEVEL !== 'silent',
  serveWeb: true,
});
if (!config.production && process.env.SHALA_DEMO_SCHOOL_ROUTE === '1') {
  registerDemoSchoolRoute(app, database.db, storage);
}
await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
// Picks up jobs a previous run left (the first notify would start it anyway).
await services.jobs.start();

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(
  `\nShala is ready in ${seconds}s on ${database.kind === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}`,
);
console.log(`  Platform:  ${publicUrl(config, null, '/admin_login')}   (superadmin / demo1234)`);
if (!config.production) {
  console.log(
    `  Greenwood: ${publicUrl(config, 'greenwood', '/login')}   (admin@greenwood / demo1234)`,
  );
  console.log(
    `  Riverside: ${publicUrl(config, 'riverside', '/login')}   (admin@riverside / demo1234)`,
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close(); // stops accepting, lets in-flight requests and running jobs finish
    await database.close();
    process.exit(0);
  });
}
