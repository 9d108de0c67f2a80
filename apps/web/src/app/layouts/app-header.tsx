import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import type { Session } from '@shala/contracts';
import { Link } from 'react-router';
import { useNavigation } from '../../platform/navigation/navigation-context';
import { ProductMark } from '../../ui/product-mark';
import { SchoolLogo } from '../../ui/school-logo';
import { NotificationSlot } from './notification-slot';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  session: Session;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Top bar (spec §2.6): menu toggle, logo to the user's home, theme switch, notifications, profile. */
export function AppHeader({ session, menuOpened, onToggleMenu }: AppHeaderProps) {
  const { user, schoolData } = session;
  const { home } = useNavigation();
  const isPlatform = user.userType === 'SUPER_ADMIN';
  const name = schoolData?.school_name || 'Shala';
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          w={44}
          h={44}
          style={{ flexShrink: 0 }}
          aria-label="Main menu"
          aria-expanded={menuOpened}
          aria-controls="main-menu"
        />
        <UnstyledButton component={Link} to={home} aria-label={`${name} home`} miw={0}>
          {isPlatform ? (
            <ProductMark size={32} />
          ) : (
            <Group gap="sm" wrap="nowrap" miw={0}>
              <SchoolLogo logo={schoolData?.logo || user.logo} name={name} size={36} />
              <Text fw={700} size="lg" truncate>
                {name}
              </Text>
            </Group>
          )}
        </UnstyledButton>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <ThemeSwitch theme={user.theme} />
        <NotificationSlot userType={user.userType} />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
