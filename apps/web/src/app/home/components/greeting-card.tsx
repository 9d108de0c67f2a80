import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describeRole } from '../../../platform/session/describe-role';
import { useSignedInSession } from '../../../platform/session/session-query';
import { SchoolLogo } from '../../../ui/school-logo';
import classes from './dashboard.module.css';
import { greetingFor } from './greeting';

/** The top of every dashboard: who is signed in, where, and today's date. */
export function GreetingCard({ note }: { note?: ReactNode }) {
  const { user, schoolData } = useSignedInSession();
  const now = dayjs();
  const schoolName = schoolData?.school_name ?? 'Shala';
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.greeting}>
      <Group wrap="nowrap" gap="lg" align="center">
        <Box visibleFrom="xs">
          <SchoolLogo logo={schoolData?.logo || null} name={schoolName} size={64} />
        </Box>
        <Stack gap={6} miw={0}>
          <Text size="sm" c="dimmed">
            {greetingFor(now.hour())} · {now.format('dddd, D MMMM YYYY')}
          </Text>
          <Title order={1} size="h2">
            Welcome, {user.full_name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {describeRole(user)}
            </Badge>
            <Text size="sm" fw={500}>
              {schoolName}
            </Text>
          </Group>
        </Stack>
      </Group>
      {note ? (
        <Text mt="lg" size="sm">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}
