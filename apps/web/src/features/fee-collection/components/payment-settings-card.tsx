import { Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { PaymentProvider } from '@shala/contracts';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../../ui/section-card';
import { usePaymentSettingsQuery, useUpdatePaymentSettings } from '../api/online-payments';

/**
 * The school's payment provider for the admin: Razorpay with the school's own keys (the
 * secrets are write-only: blank keeps the stored one), or the offline demo provider.
 */
export function PaymentSettingsCard() {
  const settings = usePaymentSettingsQuery(true);
  const save = useUpdatePaymentSettings();
  const [provider, setProvider] = useState<PaymentProvider>('offline');
  const [keyId, setKeyId] = useState('');
  const [keySecret, setKeySecret] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  useEffect(() => {
    if (!settings.data) return;
    setProvider(settings.data.provider);
    setKeyId(settings.data.razorpay_key_id ?? '');
  }, [settings.data]);
  const data = settings.data;
  const errors =
    save.error && 'fieldErrors' in save.error
      ? (save.error.fieldErrors as Array<{ field: string; message: string }>)
      : [];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  return (
    <SectionCard title="Online payment provider">
      <Stack gap="md">
        <SegmentedControl
          aria-label="Payment provider"
          value={provider}
          onChange={(value) => setProvider(value as PaymentProvider)}
          data={[
            { value: 'razorpay', label: 'Razorpay' },
            {
              value: 'offline',
              label: 'Offline (demo)',
              disabled: data ? !data.offline_allowed : false,
            },
          ]}
        />
        {provider === 'razorpay' ? (
          <>
            <TextInput
              label="Key Id"
              withAsterisk
              value={keyId}
              error={errorOf('razorpay_key_id')}
              onChange={(e) => setKeyId(e.currentTarget.value)}
            />
            <PasswordInput
              label="Key Secret"
              withAsterisk={!data?.has_key_secret}
              placeholder={data?.has_key_secret ? 'Stored (leave blank to keep)' : ''}
              value={keySecret}
              error={errorOf('razorpay_key_secret')}
              onChange={(e) => setKeySecret(e.currentTarget.value)}
            />
            <PasswordInput
              label="Webhook Secret"
              placeholder={data?.has_webhook_secret ? 'Stored (leave blank to keep)' : ''}
              value={webhookSecret}
              onChange={(e) => setWebhookSecret(e.currentTarget.value)}
            />
            {data ? (
              <Text size="sm" c="dimmed">
                Webhook URL for the Razorpay dashboard (event payment.captured): {data.webhook_url}
              </Text>
            ) : null}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Parents pay on a local page that stands in for a payment provider. For demos only.
          </Text>
        )}
        <Button
          w="fit-content"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                provider,
                razorpay_key_id: keyId,
                razorpay_key_secret: keySecret,
                razorpay_webhook_secret: webhookSecret,
              },
              {
                onSuccess: () => {
                  setKeySecret('');
                  setWebhookSecret('');
                },
              },
            )
          }
        >
          Save
        </Button>
      </Stack>
    </SectionCard>
  );
}
