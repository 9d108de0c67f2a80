import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ChangePasswordForm } from './change-password-form';

const signOutNote =
  'Other devices signed in to your account are signed out when the password changes.';

/** The change-password form in a card; `withHeading` false when the page title says it. */
export function ChangePasswordCard({ withHeading = true }: { withHeading?: boolean }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      {withHeading ? (
        <Group gap="sm" mb="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="md">
            <IconLock size={18} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            Change password
          </Title>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed" mb="md">
        {signOutNote}
      </Text>
      <ChangePasswordForm />
    </Card>
  );
}
