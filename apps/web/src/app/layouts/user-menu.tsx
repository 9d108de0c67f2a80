import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@shala/contracts';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/auth/api/logout';
import { describeRole } from '../../platform/session/describe-role';

/** The profile menu; for now only Log Out (the full menu comes with the layout issue). */
export function UserMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.full_name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={user.full_name} color="initials" radius="xl" size="md" />
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
        <Menu.Item
          color="red"
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
