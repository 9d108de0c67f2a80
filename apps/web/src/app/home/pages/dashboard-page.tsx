import { Stack } from '@mantine/core';
import { GreetingCard } from '../components/greeting-card';
import { HomeCards } from '../components/home-cards';
import { QuickLinks } from '../components/quick-links';

/** /dashboard: The school's landing page for the admin, sub-admin and vice president. */
export function DashboardPage() {
  return (
    <Stack gap="xl" maw={1200}>
      <GreetingCard />
      <HomeCards home="admin" />
      <QuickLinks currentUrl="/dashboard" />
    </Stack>
  );
}
