import { Alert, Code, List, Stack, Text } from '@mantine/core';
import type { admittedParentSchema } from '@shala/contracts';
import { IconKey, IconUser } from '@tabler/icons-react';
import type { z } from 'zod';
import { parentTypeLabels } from '../lib/student-status';

export type ParentAccount = z.infer<typeof admittedParentSchema>;

function accountLine(parent: ParentAccount) {
  switch (parent.account) {
    case 'created':
      return parent.first_password ? (
        <>
          New parent account <b>{parent.username}</b>, first password{' '}
          <Code fz="sm" data-testid="first-password">
            {parent.first_password}
          </Code>{' '}
          (shown only now: please pass it on).
        </>
      ) : (
        <>
          New parent account <b>{parent.username}</b>; the first password was sent by e-mail.
        </>
      );
    case 'reused':
      return (
        <>
          Linked to the existing parent account <b>{parent.username}</b>.
        </>
      );
    case 'staff':
      return <>The mobile or e-mail belongs to a staff account, so no parent account was made.</>;
    default:
      return <>No mobile or e-mail, so no parent account.</>;
  }
}

/**
 * The parent accounts an admission or an edit made or linked: user names, and a first password
 * made without e-mail, which is shown only this once.
 */
export function ParentAccounts({ parents }: { parents: ParentAccount[] }) {
  if (!parents.length) return null;
  const shownOnce = parents.some((parent) => parent.first_password);
  return (
    <>
      <Stack gap="xs">
        <Text fw={600}>Parent accounts</Text>
        <List spacing="xs" icon={<IconUser size={16} aria-hidden />} center>
          {parents.map((parent) => (
            <List.Item key={parent.parent_type}>
              <Text size="sm">
                <b>{parentTypeLabels[parent.parent_type]}:</b> {accountLine(parent)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      {shownOnce ? (
        <Alert color="yellow" icon={<IconKey size={18} />}>
          Write down the first password now: it is not shown again. The parent can change it after
          signing in.
        </Alert>
      ) : null}
    </>
  );
}
