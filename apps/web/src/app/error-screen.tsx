import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** The one crash screen (spec §2.1, §8). */
export function ErrorScreen() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          Oops! Something Went Wrong
        </Title>
        <Text c="dimmed">
          Please refresh the page. If the problem continues, clear your browser's cache and cookies
          and check your internet connection.
        </Text>
        {/* A full page load, so a broken in-memory state cannot follow the user home. */}
        <Button component="a" href="/">
          Home Page
        </Button>
      </Stack>
    </Center>
  );
}
