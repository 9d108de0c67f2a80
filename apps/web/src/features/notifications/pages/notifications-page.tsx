import { Box, Button, Card, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { type NotificationItem, notificationMessages } from '@shala/contracts';
import { IconChecks } from '@tabler/icons-react';
import { LoadMoreSentinel } from '../../../ui/data-table/load-more-sentinel';
import { useLoadMore } from '../../../ui/data-table/use-load-more';
import { PageHeader } from '../../../ui/page-header';
import { useMyNotificationsQuery } from '../api/list-my-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationEntry } from '../components/notification-entry';

/** /notifications: every notification of the signed-in user, newest first, 15 a page. */
export function NotificationsPage() {
  const notifications = useMyNotificationsQuery();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = notifications.data?.pages[0]?.unread ?? 0;
  const sentinel = useLoadMore({
    onLoadMore: () => void notifications.fetchNextPage(),
    hasMore: notifications.hasNextPage,
    loadingMore: notifications.isFetchingNextPage,
    rowCount: items.length,
  });

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
  };

  return (
    <Box maw={800}>
      <PageHeader title="Notifications" description={unreadText(unread)} />
      <Card withBorder radius="md" padding="md" component="section" aria-label="Notifications">
        <Stack gap="xs">
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            ml="auto"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
          {notifications.isPending ? (
            <Stack gap="sm" aria-busy>
              <Skeleton height={40} />
              <Skeleton height={40} />
              <Skeleton height={40} />
            </Stack>
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {notificationMessages.empty}
            </Text>
          ) : (
            <Stack gap={0} component="ul" aria-label="All notifications" m={0} p={0}>
              {items.map((item, index) => (
                <Box component="li" key={item.id} style={{ listStyle: 'none' }}>
                  {index > 0 ? <Divider /> : null}
                  <NotificationEntry item={item} onOpen={open} />
                </Box>
              ))}
            </Stack>
          )}
          <LoadMoreSentinel ref={sentinel} loadingMore={notifications.isFetchingNextPage} />
        </Stack>
      </Card>
    </Box>
  );
}

const unreadText = (unread: number) => {
  if (unread === 0) return 'No unread notifications.';
  return unread === 1 ? '1 unread notification.' : `${unread} unread notifications.`;
};
