import { Badge, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { describeRole } from '../../../platform/session/describe-role';
import { useSignedInSession } from '../../../platform/session/session-query';

/** The landing page at the user's redirect URL, until the dashboards arrive. */
export function WelcomePage() {
  const { user, schoolData } = useSignedInSession();
  return (
    <Container size="md" px={0}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light" visibleFrom="xs">
            <IconSparkles size={30} aria-hidden />
          </ThemeIcon>
          <Stack gap="xs" miw={0}>
            <Title order={1} size="h2">
              Welcome, {user.full_name}
            </Title>
            <Group gap="xs">
              <Badge size="lg" variant="light">
                {describeRole(user)}
              </Badge>
              {schoolData ? (
                <Text c="dimmed" size="sm">
                  {schoolData.school_name}
                </Text>
              ) : null}
            </Group>
            <Text c="dimmed" mt="sm">
              You are signed in. Your modules will appear here as they are switched on for your
              role.
            </Text>
          </Stack>
        </Group>
      </Card>
    </Container>
  );
}
