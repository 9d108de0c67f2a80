import {
  ActionIcon,
  Box,
  Checkbox,
  Divider,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notificationMessages } from '@shala/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { DevicePush } from '../../../platform/push/use-device-push';
import { LoadMoreSentinel } from '../../../ui/data-table/load-more-sentinel';
import { useLoadMore } from '../../../ui/data-table/use-load-more';
import { useDeletePlatformNotifications } from '../api/delete-platform-notifications';
import { usePlatformNotificationsQuery } from '../api/list-platform-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import {
  deleteBodyOf,
  hasSelection,
  isSelected,
  noSelection,
  selectionState,
  toggleAll,
  toggleOne,
} from '../lib/selection';
import { BellButton } from './bell-button';
import { DevicePushControl } from './device-push-control';
import { PlatformNotificationRow } from './platform-notification-row';

/**
 * The super admin's notification panel (spec §2.6, §4): heading, Select All, delete of the
 * selection, 15 a page with more on scroll. Load and delete errors stay silent (§8).
 */
export function PlatformNotificationPanel({ push }: { push: DevicePush }) {
  const [opened, setOpened] = useState(false);
  const [selection, setSelection] = useState(noSelection);
  const notifications = usePlatformNotificationsQuery();
  const remove = useDeletePlatformNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.list) ?? [];
  const total = notifications.data?.pages.at(-1)?.count ?? 0;
  const unread = notifications.data?.pages[0]?.unread ?? 0;
  const loadedIds = items.map((item) => item.id);
  const state = selectionState(selection, loadedIds);
  const sentinel = useLoadMore({
    onLoadMore: () => void notifications.fetchNextPage(),
    hasMore: opened && notifications.hasNextPage,
    loadingMore: notifications.isFetchingNextPage,
    rowCount: items.length,
  });

  // What the super admin has looked at is read: the badge then counts only what is new.
  const toggle = (next: boolean) => {
    setOpened(next);
    if (!next && opened && unread > 0) markRead.mutate({ all: true });
  };

  const deleteSelected = () =>
    remove.mutate(deleteBodyOf(selection), { onSettled: () => setSelection(noSelection) });

  return (
    <Popover
      opened={opened}
      onChange={toggle}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton unread={unread} onClick={() => toggle(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="md" h={48} wrap="nowrap">
          <Text fw={700}>Notification</Text>
          <Group gap="xs" wrap="nowrap">
            {items.length > 0 ? (
              <Checkbox
                size="xs"
                label="Select All"
                checked={state === 'all'}
                indeterminate={state === 'some'}
                onChange={() => setSelection(toggleAll)}
              />
            ) : null}
            {hasSelection(selection) && items.length > 0 ? (
              <Tooltip label="Delete selected" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Delete selected notifications"
                  loading={remove.isPending}
                  onClick={deleteSelected}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={400} type="auto">
          {items.length === 0 ? (
            <Text c="dimmed" ta="center" size="sm" py="lg">
              {notifications.isPending ? 'Loading' : notificationMessages.empty}
            </Text>
          ) : (
            <Stack gap={0} px="md" py={4} component="ul" aria-label="Notifications" m={0}>
              {items.map((item) => (
                <Box component="li" key={item.id} style={{ listStyle: 'none' }}>
                  <PlatformNotificationRow
                    item={item}
                    selected={isSelected(selection, item.id)}
                    onToggle={() =>
                      setSelection((current) => toggleOne(current, item.id, loadedIds, total))
                    }
                    onOpen={() => toggle(false)}
                  />
                </Box>
              ))}
            </Stack>
          )}
          <LoadMoreSentinel ref={sentinel} loadingMore={notifications.isFetchingNextPage} compact />
        </ScrollArea.Autosize>
        <DevicePushSection push={push} />
      </Popover.Dropdown>
    </Popover>
  );
}

function DevicePushSection({ push }: { push: DevicePush }) {
  if (push.state === 'unsupported') return null;
  return (
    <>
      <Divider />
      <Stack p="sm">
        <DevicePushControl push={push} />
      </Stack>
    </>
  );
}
