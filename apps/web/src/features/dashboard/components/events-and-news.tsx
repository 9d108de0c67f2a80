import { SimpleGrid } from '@mantine/core';
import { UpcomingEventsCard } from '../../events/components/upcoming-events-card';
import { LatestNewsCard } from '../../news/components/latest-news-card';

/** What is coming up and what the school announced: side by side from tablet width. */
export function EventsAndNews() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <UpcomingEventsCard />
      <LatestNewsCard />
    </SimpleGrid>
  );
}
