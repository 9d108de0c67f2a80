import { Anchor, Button, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { type NotificationItem, notificationMessages } from '@shala/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DevicePush } from '../../../platform/push/use-device-push';
import { useBellQuery } from '../api/list-my-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { BellButton } from './bell-button';
import { DevicePushControl } from './device-push-control';
import { NotificationEntry } from './notification-entry';

/** The bell of every school user: unread count, the newest items, mark all as read. */
export function NotificationBell({ push }: { push: DevicePush }) {
  const [opened, setOpened] = useState(false);
  const bell = useBellQuery();
  const markRead = useMarkNotificationsRead();
  const items = bell.data?.list ?? [];
  const unread = bell.data?.unread ?? 0;

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      radius="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton unread={unread} onClick={() => setOpened((current) => !current)} />
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="md" pt="sm" pb="xs" wrap="nowrap">
          <Text fw={700}>Notifications</Text>
          <Button
            variant="subtle"
            size="compact-xs"
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={360} type="auto">
          {items.length === 0 ? (
            <Text c="dimmed" ta="center" size="sm" py="lg">
              {notificationMessages.empty}
            </Text>
          ) : (
            <Stack gap={0} px="md" py={4}>
              {items.map((item) => (
                <NotificationEntry key={item.id} item={item} onOpen={open} />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Divider />
        <Stack gap="xs" p="sm">
          <DevicePushControl push={push} />
          <Anchor
            component={Link}
            to="/notifications"
            size="sm"
            ta="center"
            onClick={() => setOpened(false)}
          >
            See all notifications
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
