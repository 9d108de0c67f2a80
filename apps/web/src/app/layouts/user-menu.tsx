import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@shala/contracts';
import {
  IconChevronDown,
  IconDevicesOff,
  IconKey,
  IconLogout,
  IconReceipt,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout, useLogoutAllDevices } from '../../features/auth/api/logout';
import { useNavigation } from '../../platform/navigation/navigation-context';
import { describeRole } from '../../platform/session/describe-role';
import { listProfileMenuItems, type ProfileMenuItem } from './profile-menu-items';

const itemIcons: Record<ProfileMenuItem['key'], typeof IconKey> = {
  billing: IconReceipt,
  profile: IconUserCircle,
  'change-password': IconKey,
};

/** The profile menu of the top bar (spec §2.6). */
export function UserMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const logoutAll = useLogoutAllDevices();
  const { canOpen } = useNavigation();
  const items = listProfileMenuItems(user, canOpen);
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.full_name}`} mih={44}>
          <Group gap={6} wrap="nowrap" mih={44}>
            {/* The person's colour with an icon, not initials: the button's name holds its visible text. */}
            <Avatar name={user.full_name} color="initials" radius="xl" size="md">
              <IconUser size={20} aria-hidden />
            </Avatar>
            <Text fw={600} size="sm" visibleFrom="sm" maw={180} truncate>
              {user.full_name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.full_name}
          </Text>
          <Text size="xs" c="dimmed">
            {describeRole(user)}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {items.map(({ key, label, to }) => {
          const Icon = itemIcons[key];
          return (
            <Menu.Item
              key={key}
              component={Link}
              to={to}
              leftSection={<Icon size={16} aria-hidden />}
            >
              {label}
            </Menu.Item>
          );
        })}
        <Menu.Item
          leftSection={<IconDevicesOff size={16} aria-hidden />}
          onClick={() => logoutAll.mutate()}
          disabled={logoutAll.isPending}
        >
          Sign out of all devices
        </Menu.Item>
        <Menu.Item
          color="red"
          // Mantine's red-6 reads at 3.3:1 on the menu; the theme's red text reaches 4.5:1 in
          // both schemes (the red hover tint stays).
          c="var(--mantine-color-red-text)"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
