import { Stack } from '@mantine/core';
import { GreetingCard } from '../components/greeting-card';
import { HomeCards } from '../components/home-cards';
import { QuickLinks } from '../components/quick-links';

/** /staff_dashboard: The landing page of staff members (teacher, accountant, librarian, driver, warden, maintenance). */
export function StaffDashboardPage() {
  return (
    <Stack gap="xl" maw={1200}>
      <GreetingCard />
      <HomeCards home="staff" />
      <QuickLinks currentUrl="/staff_dashboard" />
    </Stack>
  );
}
