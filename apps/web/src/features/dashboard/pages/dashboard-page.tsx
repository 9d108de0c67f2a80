import { Stack } from '@mantine/core';
import { EventsAndNews } from '../components/events-and-news';
import { GreetingCard } from '../components/greeting-card';
import { QuickLinks } from '../components/quick-links';

/** /dashboard: The school's landing page for the admin, sub-admin and vice president. */
export function DashboardPage() {
  return (
    <Stack gap="xl" maw={1200}>
      <GreetingCard />
      <EventsAndNews />
      <QuickLinks currentUrl="/dashboard" />
    </Stack>
  );
}
