import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { EventRow } from '@shala/contracts';
import { formatDate } from '../../../ui/format-date';
import { Popup } from '../../../ui/popup';

interface EventDetailsModalProps {
  event: EventRow | null;
  opened: boolean;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Text>
    </Stack>
  );
}

/** The read-only detail popup of an event (§2.7). */
export function EventDetailsModal({ event, opened, onClose }: EventDetailsModalProps) {
  return (
    <Popup opened={opened} onClose={onClose} title="Event Details">
      {event ? (
        <Stack gap="md">
          <Detail label="Title">{event.title}</Detail>
          <SimpleGrid cols={2} spacing="md">
            <Detail label="From Date">{formatDate(event.fromDate)}</Detail>
            <Detail label="To Date">{formatDate(event.toDate)}</Detail>
          </SimpleGrid>
          <Detail label="Description">{event.description}</Detail>
        </Stack>
      ) : null}
    </Popup>
  );
}
