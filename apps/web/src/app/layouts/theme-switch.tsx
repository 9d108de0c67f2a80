import { Switch } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import type { Theme } from '@shala/contracts';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { useUpdateTheme } from '../../features/auth/api/update-theme';

/**
 * The dark/light switch (spec §4): toggles DARK and LIGHT and saves the choice. The
 * session's theme is the one source of truth; start-up applies it to Mantine.
 */
export function ThemeSwitch({ theme }: { theme: Theme }) {
  const osScheme = useColorScheme('light');
  const isDark = theme === 'DARK' || (theme === 'SYSTEM' && osScheme === 'dark');
  const updateTheme = useUpdateTheme();

  return (
    <Switch
      aria-label="Dark mode"
      checked={isDark}
      onChange={() => updateTheme.mutate(isDark ? 'LIGHT' : 'DARK')}
      size="md"
      color="dark.4"
      // Spec §4: the thumb moves in 100 ms; the page colours fade in 500 ms (global.css).
      styles={{ thumb: { transitionDuration: '100ms' } }}
      onLabel={<IconMoonStars size={16} stroke={2} aria-hidden />}
      offLabel={<IconSun size={16} stroke={2} aria-hidden />}
    />
  );
}
