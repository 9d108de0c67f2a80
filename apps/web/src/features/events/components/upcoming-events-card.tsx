import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type EventRow, eventMessages } from '@shala/contracts';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { formatDate } from '../../../ui/format-date';
import { useUpcomingEventsQuery } from '../api/list-upcoming-events';

const datesOf = (event: EventRow) =>
  event.fromDate === event.toDate
    ? formatDate(event.fromDate)
    : `${formatDate(event.fromDate)} to ${formatDate(event.toDate)}`;

/** The home pages' "Upcoming events": the next events of the school not yet over. */
export function UpcomingEventsCard() {
  const { canOpen } = useNavigation();
  const upcoming = useUpcomingEventsQuery();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Upcoming events">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Upcoming events
        </Title>
        {canOpen('/manage_event') ? (
          <Anchor component={Link} to="/manage_event" size="sm">
            All events
          </Anchor>
        ) : null}
      </Group>
      {upcoming.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={44} radius="md" />
          <Skeleton height={44} radius="md" />
        </Stack>
      ) : upcoming.data?.length ? (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {upcoming.data.map((event) => (
            <Stack key={event.id} gap={2} component="li">
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{event.title}</Text>
                <Badge variant="light" radius="sm">
                  {datesOf(event)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {event.description}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {eventMessages.noUpcoming}
        </Text>
      )}
    </Card>
  );
}
