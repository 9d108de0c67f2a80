import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { NotificationItem } from '@shala/contracts';
import { NotificationLink } from './notification-link';

interface PlatformNotificationRowProps {
  item: NotificationItem;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

/** One item of the super admin's panel (§2.6): a tick box, its message linking on, the time. */
export function PlatformNotificationRow({
  item,
  selected,
  onToggle,
  onOpen,
}: PlatformNotificationRowProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" py={6}>
      <Checkbox
        mt={2}
        size="sm"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select: ${item.message}`}
      />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <NotificationLink
          link={item.link}
          onClick={onOpen}
          size="sm"
          ta="left"
          fw={item.read ? 400 : 600}
          c="var(--mantine-color-text)"
          underline="hover"
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.message}
        </NotificationLink>
        <Text size="xs" c="dimmed">
          {item.time_difference}
        </Text>
      </Stack>
    </Group>
  );
}
