import { Center, Loader, Stack, Text } from '@mantine/core';

/** Covers the screen while start-up checks the session or the school. */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
