import { Stack } from '@mantine/core';
import { EventsAndNews } from '../components/events-and-news';
import { GreetingCard } from '../components/greeting-card';
import { QuickLinks } from '../components/quick-links';

/** /staff_dashboard: The landing page of staff members (teacher, accountant, librarian, driver, warden, maintenance). */
export function StaffDashboardPage() {
  return (
    <Stack gap="xl" maw={1200}>
      <GreetingCard />
      <EventsAndNews />
      <QuickLinks currentUrl="/staff_dashboard" />
    </Stack>
  );
}
