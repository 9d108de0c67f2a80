import { Group, Text, UnstyledButton } from '@mantine/core';
import type { Session } from '@shala/contracts';
import { Link } from 'react-router';
import { SchoolLogo } from '../../ui/school-logo';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';

/** Top bar: the school (linking to the user's landing page), the theme switch, the profile menu. */
export function AppHeader({ session }: { session: Session }) {
  const { user, schoolData } = session;
  const name = schoolData?.school_name ?? 'Shala';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <UnstyledButton component={Link} to={user.redirectUrl} aria-label={`${name} home`} miw={0}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          <SchoolLogo logo={schoolData?.logo || user.logo} name={name} size={40} />
          <Text fw={700} size="lg" truncate>
            {name}
          </Text>
        </Group>
      </UnstyledButton>
      <Group gap="md" wrap="nowrap">
        <ThemeSwitch theme={user.theme} />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
