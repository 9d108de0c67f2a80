import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { describeRole } from '../../../platform/session/describe-role';
import { useSignedInSession } from '../../../platform/session/session-query';
import { usePlatformDashboardQuery } from '../api/get-platform-dashboard';
import { PlatformStats } from '../components/platform-stats';
import { RecentSchools } from '../components/recent-schools';

/** /dashboard for the platform operator: the counts, the newest schools, Register school. */
export function PlatformDashboardPage() {
  const { user } = useSignedInSession();
  const dashboard = usePlatformDashboardQuery();
  return (
    <Stack gap="lg" maw={1200}>
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" gap="md">
          <Stack gap={6} miw={0}>
            <Title order={1} size="h2">
              Welcome, {user.full_name}
            </Title>
            <Group gap="xs">
              <Badge variant="light" size="lg">
                {describeRole(user)}
              </Badge>
              <Text size="sm" c="dimmed">
                Platform dashboard
              </Text>
            </Group>
          </Stack>
          <Button component={Link} to="/school/register" leftSection={<IconPlus size={16} />}>
            Register school
          </Button>
        </Group>
      </Card>
      <PlatformStats data={dashboard.data} />
      <RecentSchools schools={dashboard.data?.recent_schools} />
    </Stack>
  );
}
