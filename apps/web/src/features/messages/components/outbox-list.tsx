import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { outboxMailSchema } from '@shala/contracts';
import type { z } from 'zod';
import { formatTime } from '../lib/format-time';

type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The written mails, newest first; one opens to its text. */
export function OutboxList({ mails }: { mails: readonly OutboxMail[] }) {
  if (mails.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No mails yet.
      </Text>
    );
  }
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {mails.map((mail) => (
        <Accordion.Item key={mail.id} value={mail.id}>
          <Accordion.Control>
            <Stack gap={2} miw={0}>
              <Text fw={600} truncate>
                {mail.subject}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  To {mail.to}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatTime(mail.time)}
                </Text>
              </Group>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            <Text
              size="sm"
              component="pre"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
              m={0}
            >
              {mail.text}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
