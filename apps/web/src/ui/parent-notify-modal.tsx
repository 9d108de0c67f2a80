import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ParentNotifyChoice } from '@shala/contracts';
import { type ChangeEvent, useState } from 'react';
import { applyFieldErrors } from '../platform/forms/apply-field-errors';
import { Popup } from './popup';

const emptyChoice: ParentNotifyChoice = {
  sms: false,
  email: false,
  notify_web_app: false,
  father: false,
  mother: false,
  local_guardian: false,
};

interface ParentNotifyModalProps {
  /** 'Push Notification Task', 'Notify Parent'. */
  title: string;
  /** What is being sent about (the task's or incident's name). */
  about: string;
  opened: boolean;
  onClose: () => void;
  /** Sends the choice; its 400 answer's messages show under the groups. */
  send: (
    choice: ParentNotifyChoice,
    done: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  sending: boolean;
}

/** The notify-parents popup: SMS / Email / Notify WEB/APP, to Father / Mother / Local Guardian. */
export function ParentNotifyModal({
  title,
  about,
  opened,
  onClose,
  send,
  sending,
}: ParentNotifyModalProps) {
  const [choice, setChoice] = useState<ParentNotifyChoice>(emptyChoice);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (key: keyof ParentNotifyChoice) => (event: ChangeEvent<HTMLInputElement>) =>
    setChoice({ ...choice, [key]: event.currentTarget.checked });
  const close = () => {
    setChoice(emptyChoice);
    setErrors({});
    onClose();
  };
  const box = (key: keyof ParentNotifyChoice, label: string) => (
    <Checkbox label={label} checked={choice[key]} onChange={toggle(key)} />
  );
  return (
    <Popup opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        <Text size="sm">{about}</Text>
        <Stack gap={6} role="group" aria-label="Send by">
          <Text fw={600} size="sm">
            Send by
          </Text>
          <Group gap="lg">
            {box('sms', 'SMS')}
            {box('email', 'Email')}
            {box('notify_web_app', 'Notify WEB/APP')}
          </Group>
          {errors.notify_web_app ? (
            <Text c="red" size="sm">
              {errors.notify_web_app}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={6} role="group" aria-label="Send to">
          <Text fw={600} size="sm">
            Send to
          </Text>
          <Group gap="lg">
            {box('father', 'Father')}
            {box('mother', 'Mother')}
            {box('local_guardian', 'Local Guardian')}
          </Group>
          {errors.father ? (
            <Text c="red" size="sm">
              {errors.father}
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={sending}
            onClick={() =>
              send(choice, {
                onSuccess: close,
                onError: (error) => applyFieldErrors({ setErrors }, error),
              })
            }
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
