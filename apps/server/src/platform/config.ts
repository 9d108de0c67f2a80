import path from 'node:path';
import type { AppConfig } from './services.ts';

/** Reads the environment once at start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig & StartConfig {
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
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsProviderKey: env.SMS_PROVIDER_KEY || undefined,
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || undefined,
    pushAllowHttp: env.PUSH_ALLOW_HTTP === '1',
    secretsKey: env.SECRETS_KEY || undefined,
    razorpayApiBase: env.RAZORPAY_API_BASE || undefined,
    mapTileUrl: env.MAP_TILE_URL || undefined,
    routingUrl: env.ROUTING_URL || undefined,
  };
}

/** Settings only start-up reads (connections, providers, keys). */
export interface StartConfig {
  databaseUrl?: string;
  smtpUrl?: string;
  /** SMS gateway (HTTP provider); without it SMS are written to the log. */
  smsProviderUrl?: string;
  smsProviderKey?: string;
  /** Web-push key pair; without it one is made at first start and kept in the database. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** VAPID contact (mailto: or https:); defaults to mailto:admin@<root domain>. */
  vapidSubject?: string;
  /** Accept plain-http push endpoints (a local test push service only). */
  pushAllowHttp: boolean;
}
