import { Stack } from '@mantine/core';
import { GreetingCard } from '../components/greeting-card';
import { HomeCards } from '../components/home-cards';
import { QuickLinks } from '../components/quick-links';

/**
 * /staff_dashboard: the landing page of staff members (teacher, accountant, librarian, driver,
 * warden, maintenance). Each role's own cards come first by the pages it may open: the
 * teacher's periods, the driver's trip, the warden's hostel; then events and news for all.
 */
export function StaffDashboardPage() {
  return (
    <Stack gap="xl" maw={1200}>
      <GreetingCard />
      <HomeCards home="staff" />
      <QuickLinks currentUrl="/staff_dashboard" />
    </Stack>
  );
}
