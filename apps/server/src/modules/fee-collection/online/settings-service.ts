import { onlinePaymentMessages as m, type PaymentProvider } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import {
  createSecretBox,
  loadSecretsKey,
  type SecretBox,
} from '../../../platform/crypto/secret-box.ts';
import type { Tx } from '../../../platform/db/connect.ts';
import { badRequest } from '../../../platform/errors.ts';
import { type AppConfig, publicUrl } from '../../../platform/services.ts';
import { defaultRazorpayApiBase, type RazorpayAccount } from './razorpay-client.ts';
import { paymentSettings } from './tables.ts';

const boxes = new WeakMap<AppConfig, SecretBox>();

/** The server's secret box (one per app config: the key is read once). */
export function secretBoxOf(config: AppConfig): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox(loadSecretsKey(config));
    boxes.set(config, box);
  }
  return box;
}

/** What a school pays with: its provider and, for Razorpay, its own account (opened). */
export interface PaymentSetup {
  provider: PaymentProvider;
  razorpay: RazorpayAccount | null;
  webhookSecret: string | null;
}

/** The offline provider stands in for a real one only outside production (the embedded demo). */
export const offlineAllowed = (config: AppConfig) => !config.production;

export async function loadPaymentSetup(
  tx: Tx,
  tenantId: number,
  config: AppConfig,
): Promise<PaymentSetup> {
  const [row] = await tx
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.tenantId, tenantId));
  if (!row || row.provider === 'offline')
    return { provider: 'offline', razorpay: null, webhookSecret: null };
  const box = secretBoxOf(config);
  return {
    provider: 'razorpay',
    razorpay:
      row.razorpayKeyId && row.razorpayKeySecretSealed
        ? {
            apiBase: config.razorpayApiBase ?? defaultRazorpayApiBase,
            keyId: row.razorpayKeyId,
            keySecret: box.open(row.razorpayKeySecretSealed),
          }
        : null,
    webhookSecret: row.razorpayWebhookSecretSealed
      ? box.open(row.razorpayWebhookSecretSealed)
      : null,
  };
}

/** The settings as the admin sees them: never a secret, only whether one is stored. */
export async function getPaymentSettings(
  tx: Tx,
  tenantId: number,
  config: AppConfig,
  subdomain: string | null,
) {
  const [row] = await tx
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.tenantId, tenantId));
  return {
    provider: row?.provider ?? 'offline',
    razorpay_key_id: row?.razorpayKeyId ?? null,
    has_key_secret: Boolean(row?.razorpayKeySecretSealed),
    has_webhook_secret: Boolean(row?.razorpayWebhookSecretSealed),
    webhook_url: publicUrl(config, subdomain, '/api/school/accounts/razorpay/webhook'),
    offline_allowed: offlineAllowed(config),
  };
}

/** Sets the provider; a blank secret keeps the stored one. Secrets are sealed before storing. */
export async function updatePaymentSettings(
  tx: Tx,
  tenantId: number,
  userId: number,
  config: AppConfig,
  body: {
    provider: PaymentProvider;
    razorpay_key_id: string;
    razorpay_key_secret: string;
    razorpay_webhook_secret: string;
  },
): Promise<void> {
  const [current] = await tx
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.tenantId, tenantId));
  if (body.provider === 'offline' && !offlineAllowed(config))
    throw badRequest(m.offlineNotAllowed, 'provider');
  if (
    body.provider === 'razorpay' &&
    !body.razorpay_key_secret &&
    !current?.razorpayKeySecretSealed
  )
    throw badRequest(m.enterKeySecret, 'razorpay_key_secret');
  const box = secretBoxOf(config);
  const values = {
    provider: body.provider,
    razorpayKeyId: body.razorpay_key_id || current?.razorpayKeyId || null,
    razorpayKeySecretSealed: body.razorpay_key_secret
      ? box.seal(body.razorpay_key_secret)
      : (current?.razorpayKeySecretSealed ?? null),
    razorpayWebhookSecretSealed: body.razorpay_webhook_secret
      ? box.seal(body.razorpay_webhook_secret)
      : (current?.razorpayWebhookSecretSealed ?? null),
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(paymentSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: paymentSettings.tenantId, set: values });
}
