import { Alert, Box, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconServer } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header';
import { useOutboxQuery } from '../api/get-outbox';
import { OutboxList } from '../components/outbox-list';

/**
 * /outbox: while no SMTP server is configured, mails are written to the server's disk
 * instead of sent; this lists the school's, so nothing the school sent is lost from sight.
 */
export function OutboxPage() {
  const outbox = useOutboxQuery();
  const data = outbox.data;

  return (
    <Box maw={1000}>
      <PageHeader
        title="Mail Outbox"
        description="E-mails the school sent while no mail server is set up."
        back={{ to: '/view_notification', label: 'Messages' }}
      />
      {outbox.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : !data ? (
        <Alert color="red" title="The outbox could not be loaded">
          Please try again in a moment.
        </Alert>
      ) : !data.enabled ? (
        <Alert icon={<IconServer size={20} aria-hidden />} title="Mails go to the SMTP server">
          This server sends e-mail through its SMTP server, so no copies are kept here.
        </Alert>
      ) : (
        <Stack gap="md">
          <Alert icon={<IconInfoCircle size={20} aria-hidden />} color="yellow">
            No SMTP server is configured: mails are written to the server instead of being sent.
          </Alert>
          <Card withBorder radius="md" padding="md">
            {data.list.length > 0 ? (
              <Text size="sm" c="dimmed" mb="sm">
                {data.list.length === 1 ? '1 mail' : `${data.list.length} mails`}, newest first
              </Text>
            ) : null}
            <OutboxList mails={data.list} />
          </Card>
        </Stack>
      )}
    </Box>
  );
}
