import { Stack } from '@mantine/core';
import { GreetingCard } from '../components/greeting-card';
import { HomeCards } from '../components/home-cards';
import { QuickLinks } from '../components/quick-links';

/** /parent_dashboard: a parent's landing page. */
export function ParentDashboardPage() {
  return (
    <Stack gap="xl" maw={1200}>
      <GreetingCard note="Your children's attendance, fees, results and homework will appear here as the school adds their records." />
      <HomeCards home="parent" />
      <QuickLinks currentUrl="/parent_dashboard" />
    </Stack>
  );
}
