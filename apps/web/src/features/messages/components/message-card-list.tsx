import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { messageMessages } from '@shala/contracts';
import { LoadMoreSentinel } from '../../../ui/data-table/load-more-sentinel';
import { useLoadMore } from '../../../ui/data-table/use-load-more';
import { formatDate } from '../../../ui/format-date';
import { MessageActions } from './message-actions';
import type { MessageTableProps } from './message-table';

/** The messages list on a phone: one card per message, its actions at hand, more on scroll. */
export function MessageCardList({
  rows,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  actions,
}: MessageTableProps) {
  const sentinel = useLoadMore({ onLoadMore, hasMore, loadingMore, rowCount: rows.length });
  if (loading && rows.length === 0) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {messageMessages.empty}
      </Text>
    );
  }
  return (
    <>
      <Stack gap="sm" component="ul" aria-label="Messages" m={0} p={0}>
        {rows.map((row) => (
          <Card
            key={row.id}
            component="li"
            withBorder
            radius="md"
            padding="sm"
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {row.notification_name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.current_date)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" mb={4}>
              To {row.notify_label} · For {row.notification_for}
            </Text>
            <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
              {row.message}
            </Text>
            {actions ? (
              <Group justify="flex-end" mt={4}>
                <MessageActions
                  title={row.notification_name}
                  onNotify={() => actions.onNotify(row)}
                  onEdit={() => actions.onEdit(row)}
                  onDelete={() => actions.onDelete(row)}
                />
              </Group>
            ) : null}
          </Card>
        ))}
      </Stack>
      <LoadMoreSentinel ref={sentinel} loadingMore={loadingMore} />
    </>
  );
}
