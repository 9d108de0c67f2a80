import path from 'node:path';
import type { AppConfig } from './services.ts';

/** Reads the environment once at start. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
): AppConfig & { databaseUrl?: string; smtpUrl?: string } {
  const port = Number(env.PORT ?? 3000);
  const publicPort = env.PUBLIC_PORT ?? (port === 80 || port === 443 ? '' : `:${port}`);
  return {
    port,
    rootDomain: env.ROOT_DOMAIN ?? 'shala.localhost',
    publicScheme: env.PUBLIC_SCHEME ?? 'http://',
    publicPort: publicPort && !publicPort.startsWith(':') ? `:${publicPort}` : publicPort,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
  };
}
