import { Button, Group, Text } from '@mantine/core';
import { IconBellRinging, IconCircleCheck } from '@tabler/icons-react';
import { toast } from '../../../platform/notify/toast';
import type { DevicePush } from '../../../platform/push/use-device-push';

/** "Enable notifications on this device", or where this device stands. Nothing without push. */
export function DevicePushControl({ push }: { push: DevicePush }) {
  if (push.state === 'unsupported') return null;
  if (push.state === 'denied') {
    return (
      <Text size="xs" c="dimmed">
        Notifications are blocked for this site in the browser's settings.
      </Text>
    );
  }
  if (push.state === 'granted' && push.subscribed) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text size="xs" c="dimmed">
          Notifications are on for this device.
        </Text>
      </Group>
    );
  }
  return (
    <Button
      variant="light"
      size="xs"
      fullWidth
      leftSection={<IconBellRinging size={16} aria-hidden />}
      loading={push.enabling}
      onClick={async () => {
        const enabled = await push.enable();
        if (enabled) toast.success('Notifications are on for this device.');
        else toast.warning('This device could not be set up for notifications.');
      }}
    >
      Enable notifications on this device
    </Button>
  );
}
