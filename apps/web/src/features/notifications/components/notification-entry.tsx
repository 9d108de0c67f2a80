import { Box, Group, Stack, Text } from '@mantine/core';
import type { NotificationItem } from '@shala/contracts';
import { NotificationLink } from './notification-link';

interface NotificationEntryProps {
  item: NotificationItem;
  /** Opening an item marks it read (and closes the drop-down it is in). */
  onOpen: (item: NotificationItem) => void;
}

/** One notification: an unread dot, its title and message linking on, and how long ago. */
export function NotificationEntry({ item, onOpen }: NotificationEntryProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" py={6}>
      <Box
        mt={7}
        w={8}
        h={8}
        style={{
          flexShrink: 0,
          borderRadius: '50%',
          background: item.read ? 'transparent' : 'var(--mantine-primary-color-filled)',
        }}
        aria-hidden
      />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <NotificationLink
          link={item.link}
          onClick={() => onOpen(item)}
          c={item.read ? 'dimmed' : 'var(--mantine-color-text)'}
          size="sm"
          ta="left"
          underline="hover"
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.title ? (
            <Text span fw={item.read ? 600 : 700} size="sm" display="block">
              {item.title}
            </Text>
          ) : null}
          <Text span size="sm" lineClamp={3} fw={item.title || item.read ? 400 : 600}>
            {item.message}
          </Text>
        </NotificationLink>
        <Text size="xs" c="dimmed">
          {item.read ? item.time_difference : `${item.time_difference} · unread`}
        </Text>
      </Stack>
    </Group>
  );
}
