import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBus,
  IconCalendarCheck,
  IconCash,
  IconMessages,
  IconReportAnalytics,
  IconUsersGroup,
} from '@tabler/icons-react';

const features = [
  {
    icon: IconUsersGroup,
    title: 'Students and staff',
    text: 'Admissions, classes, sections, roles and access rights.',
  },
  {
    icon: IconCash,
    title: 'Fees and accounts',
    text: 'Fee plans, receipts, concessions, defaulters and payroll.',
  },
  {
    icon: IconReportAnalytics,
    title: 'Examinations',
    text: 'Exam types, marks entry, grades and report cards.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Attendance and leave',
    text: 'Daily attendance, holidays, leave policies and requests.',
  },
  {
    icon: IconBus,
    title: 'Transport and hostel',
    text: 'Routes, drivers, rooms, seat plans and fees.',
  },
  {
    icon: IconMessages,
    title: 'Messages and news',
    text: 'Notices by SMS, e-mail and app to parents and staff.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title">
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Title id="features-title" order={2} mb="xl" ta={{ base: 'left', sm: 'center' }}>
          Everything a school runs on
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder radius="lg" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Text fw={700} mb={4}>
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
