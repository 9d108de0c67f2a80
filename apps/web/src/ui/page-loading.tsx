import { Center, Text } from '@mantine/core';

/** The spec's plain placeholder while a page's code loads. */
export function PageLoading() {
  return (
    <Center mih="40vh" p="md">
      <Text c="dimmed">Loading...</Text>
    </Center>
  );
}
