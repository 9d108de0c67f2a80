import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { registrationMessages as m } from '@shala/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The form's success: the thanks and the reference the family keeps, with a copy button. */
export function RegistrationReceipt({ reference }: { reference: string }) {
  return (
    <Alert color="green" title="Registered" role="status">
      <Stack gap="sm">
        <Text size="sm">{m.registered}</Text>
        <div>
          <Text size="sm">Your reference number</Text>
          <Group gap="sm" wrap="wrap">
            <Text fz={26} fw={700} ff="monospace" data-testid="registration-reference">
              {reference}
            </Text>
            <CopyButton value={reference}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  h={44}
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
        <Text size="sm">{m.keepReference}</Text>
      </Stack>
    </Alert>
  );
}
