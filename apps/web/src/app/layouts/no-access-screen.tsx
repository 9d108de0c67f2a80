import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@shala/contracts';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/auth/api/logout';
import { ProductMark } from '../../ui/product-mark';

/** Franchise user types have no routes or menus (spec §2.3): say so and offer Log Out. */
export function NoAccessScreen({ session }: { session: Session }) {
  const logout = useLogout();
  return (
    <Center mih="100dvh" p="md">
      <Card withBorder radius="lg" padding="xl" maw={440} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ProductMark size={36} />
          <Title order={1} size="h3">
            No access here
          </Title>
          <Text c="dimmed">
            You are signed in as {session.user.full_name}, but this account has no pages in this
            app. Please contact the platform team if you think this is a mistake.
          </Text>
          <Button
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => logout.mutate()}
            loading={logout.isPending}
          >
            Log Out
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
