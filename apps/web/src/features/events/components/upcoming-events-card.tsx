import { Badge, Group, Stack, Text } from '@mantine/core';
import { type EventRow, eventMessages } from '@shala/contracts';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { formatDate } from '../../../ui/format-date';
import { HomeCard } from '../../../ui/home-card';
import { useUpcomingEventsQuery } from '../api/list-upcoming-events';

const datesOf = (event: EventRow) =>
  event.fromDate === event.toDate
    ? formatDate(event.fromDate)
    : `${formatDate(event.fromDate)} to ${formatDate(event.toDate)}`;

/** The home pages' "Upcoming events": the next events of the school not yet over. */
export function UpcomingEventsCard() {
  const { canOpen } = useNavigation();
  const upcoming = useUpcomingEventsQuery();
  const events = upcoming.data ?? [];
  return (
    <HomeCard
      title="Upcoming events"
      link={canOpen('/manage_event') ? { to: '/manage_event', label: 'All events' } : null}
      loading={upcoming.isPending}
      skeletonHeight={44}
      emptyText={events.length ? null : eventMessages.noUpcoming}
    >
      <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {events.map((event) => (
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
    </HomeCard>
  );
}
