import { Button, Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type ParentAccount, ParentAccounts } from './parent-accounts';

interface StudentUpdatedProps {
  studentName: string;
  parentAccounts: ParentAccount[];
  listHref: string;
}

/** After an edit that linked new parents: their accounts (a first password only now). */
export function StudentUpdated({ studentName, parentAccounts, listHref }: StudentUpdatedProps) {
  return (
    <Card withBorder radius="md" padding="xl" role="status" aria-label="Student details updated">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon size={44} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3" miw={0}>
            {studentName}'s details are saved
          </Title>
        </Group>
        <ParentAccounts parents={parentAccounts} />
        <Group gap="sm">
          <Button component={Link} to={listHref}>
            Back to the list
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
