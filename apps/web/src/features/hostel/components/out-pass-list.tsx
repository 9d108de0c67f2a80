import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  nextOutPassStatus,
  type OutPassAction,
  type OutPassRow,
  type OutPassStatus,
  outPassStatusLabels,
} from '@shala/contracts';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { formatDate } from '../../../ui/format-date';

const statusColors: Record<OutPassStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  out: 'orange',
  returned: 'green',
  cancelled: 'gray',
};

const actionLabels: Record<OutPassAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  mark_out: 'Left now',
  mark_returned: 'Returned now',
  cancel: 'Cancel',
};

const clock = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleTimeString('en-IN', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
    : '';

interface OutPassListProps {
  rows: readonly OutPassRow[];
  /** The actions offered on each pass: those its state allows are shown. */
  actions: readonly OutPassAction[];
  onAction: (row: OutPassRow, action: OutPassAction) => void;
  busyId?: number | null;
  /** Shown when there is no pass; the lists' one wording by default. */
  emptyText?: string;
}

/** Passes as cards (they read on a phone): who, when, why, where it stands, what to do next. */
export function OutPassList({
  rows,
  actions,
  onAction,
  busyId,
  emptyText = noDataFound,
}: OutPassListProps) {
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const allowed = actions.filter((action) => nextOutPassStatus(row.status, action));
        return (
          <Card key={row.id} withBorder radius="md" padding="md" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>
                  {row.student_name}
                  {row.class_name ? (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      · {[row.class_name, row.section_name].filter(Boolean).join(' - ')}
                    </Text>
                  ) : null}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.hostel_name}, room {row.room_name} ·{' '}
                  {row.kind === 'home' ? 'Home leave' : 'Outing'}
                </Text>
              </div>
              <Badge color={statusColors[row.status]} variant="light" style={{ flexShrink: 0 }}>
                {outPassStatusLabels[row.status]}
              </Badge>
            </Group>
            <Text size="sm" mt="xs">
              {formatDate(row.leave_on)} {row.leave_time} to {formatDate(row.return_on)}{' '}
              {row.return_time}
              {row.escort ? ` · with ${row.escort}` : ''}
            </Text>
            <Text size="sm">{row.reason}</Text>
            {row.left_at || row.returned_at ? (
              <Text size="sm" c="dimmed">
                {row.left_at ? `Left at ${clock(row.left_at)}` : ''}
                {row.returned_at ? ` · Returned at ${clock(row.returned_at)}` : ''}
              </Text>
            ) : null}
            {row.note ? (
              <Text size="sm" c="dimmed">
                Note: {row.note}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              Asked by {row.requested_by}
            </Text>
            {allowed.length ? (
              <Group gap="xs" mt="sm">
                {allowed.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    mih={44}
                    variant={action === 'reject' || action === 'cancel' ? 'default' : 'filled'}
                    loading={busyId === row.id}
                    onClick={() => onAction(row, action)}
                    aria-label={`${actionLabels[action]}: ${row.student_name}, ${formatDate(row.leave_on)}`}
                  >
                    {actionLabels[action]}
                  </Button>
                ))}
              </Group>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
