import { Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { type MessageRow, messageMessages, notifyBodySchema } from '@shala/contracts';
import { useState } from 'react';
import { isApiError } from '../../../platform/api/api-error';
import { toast } from '../../../platform/notify/toast';
import { Popup } from '../../../ui/popup';
import { useNotifyMessage } from '../api/notify-message';
import { DeliveryProgress } from './delivery-progress';

interface NotifyModalProps {
  /** The message to send; the modal keeps it through its closing animation. */
  message: MessageRow | null;
  opened: boolean;
  onClose: () => void;
}

const noChannels = { sms: false, email: false, notify_web_app: false };
const channels = [
  { key: 'sms', label: 'Sms' },
  { key: 'email', label: 'Email' },
  { key: 'notify_web_app', label: 'Notify WEB/APP' },
] as const;

/** The Notify popup (spec §2.7): Sms, Email, Notify WEB/APP, then the sending progress. */
export function NotifyModal({ message, opened, onClose }: NotifyModalProps) {
  const [chosen, setChosen] = useState(noChannels);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotifyMessage();

  const close = () => {
    onClose();
    setChosen(noChannels);
    setError(null);
  };

  const send = () => {
    if (!message) return;
    const body = { id: message.id, ...chosen };
    const parsed = notifyBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(messageMessages.chooseChannel);
      return;
    }
    setError(null);
    notify.mutate(body, {
      onSuccess: ({ recipients }) => {
        if (recipients === 0) toast.warning(messageMessages.nobody);
        else toast.success(messageMessages.notified(recipients));
      },
      // Spec §8: failures make no toast; a refused choice still shows where it was made.
      onError: (failure) => {
        if (isApiError(failure)) setError(failure.fieldErrors[0]?.message ?? null);
      },
    });
  };

  return (
    <Popup opened={opened} onClose={close} title="Notify">
      {message ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            “{message.notification_name}” to {message.notify_label}
            {message.notification_for !== 'All' ? ` (${message.notification_for})` : ''}
          </Text>
          <Stack gap="sm" role="group" aria-label="Send by">
            {channels.map(({ key, label }) => (
              <Checkbox
                key={key}
                label={label}
                checked={chosen[key]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setChosen((current) => ({ ...current, [key]: checked }));
                }}
              />
            ))}
            {error ? (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            ) : null}
          </Stack>
          <DeliveryProgress messageId={message.id} />
          <Divider />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button onClick={send} loading={notify.isPending}>
              Notify
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Popup>
  );
}
