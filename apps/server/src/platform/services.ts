import type { Database } from './db/connect.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { WebPush } from './push/web-push.ts';
import type { RateLimits } from './rate-limit.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** The app's long-lived parts, built once at start and handed to every handler. */
export interface Services {
  database: Database;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Uploaded files (banners, …): local disk under DATA_DIR/files by default. */
  storage: FileStorage;
  /** Background jobs (pg-boss on the same database): message deliveries, … */
  jobs: JobRunner;
  sms: SmsProvider;
  push: WebPush;
  config: AppConfig;
}

export interface AppConfig {
  port: number;
  /** Root host name the product is served on, e.g. shala.localhost. */
  rootDomain: string;
  /** Public URL scheme and port suffix used in links, e.g. http:// and :3000. */
  publicScheme: string;
  publicPort: string;
  dataDir: string;
  production: boolean;
  /** 32 bytes, base64 (SECRETS_KEY): seals schools' provider secrets; see crypto/secret-box.ts. */
  secretsKey?: string;
  /** Razorpay's API base URL (RAZORPAY_API_BASE); https://api.razorpay.com by default. */
  razorpayApiBase?: string;
  /** Map tiles (MAP_TILE_URL, a Leaflet {z}/{x}/{y} template); a plain background without it. */
  mapTileUrl?: string;
  /** An OSRM-compatible routing service (ROUTING_URL); straight segments without it. */
  routingUrl?: string;
}

/** The public URL of a school (or of the root host when subdomain is null). */
export function publicUrl(config: AppConfig, subdomain: string | null, path = ''): string {
  const host = subdomain ? `${subdomain}.${config.rootDomain}` : config.rootDomain;
  return `${config.publicScheme}${host}${config.publicPort}${path}`;
}
