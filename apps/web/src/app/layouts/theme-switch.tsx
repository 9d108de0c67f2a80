import { ActionIcon } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import type { Theme } from '@shala/contracts';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { useUpdateTheme } from '../../features/auth/api/update-theme';

/**
 * The dark/light switch (spec §4): toggles DARK and LIGHT and saves the choice. The
 * session's theme is the one source of truth; start-up applies it to Mantine. A 44 px
 * button with the switch role (a track switch is 24 px high: too small for a thumb).
 */
export function ThemeSwitch({ theme }: { theme: Theme }) {
  const osScheme = useColorScheme('light');
  const isDark = theme === 'DARK' || (theme === 'SYSTEM' && osScheme === 'dark');
  const updateTheme = useUpdateTheme();
  const Icon = isDark ? IconMoonStars : IconSun;

  return (
    <ActionIcon
      role="switch"
      aria-checked={isDark}
      aria-label="Dark mode"
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      onClick={() => updateTheme.mutate(isDark ? 'LIGHT' : 'DARK')}
    >
      <Icon size={22} stroke={2} aria-hidden />
    </ActionIcon>
  );
}
