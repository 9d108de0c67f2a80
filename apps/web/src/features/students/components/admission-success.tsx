import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { admissionResultSchema } from '@shala/contracts';
import { IconCircleCheck, IconKey, IconPlus, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { parentTypeLabels } from '../lib/student-status';

type AdmissionResult = z.infer<typeof admissionResultSchema>;
type AdmittedParent = AdmissionResult['parents'][number];

interface AdmissionSuccessProps {
  result: AdmissionResult;
  onAdmitAnother: () => void;
  /** Where "View student" goes; left out when the user may not open the student list. */
  viewHref: string | null;
}

function accountLine(parent: AdmittedParent) {
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

/** After an admission: the issued admission number, the parent accounts, and what next. */
export function AdmissionSuccess({ result, onAdmitAnother, viewHref }: AdmissionSuccessProps) {
  const shownOnce = result.parents.some((parent) => parent.first_password);
  return (
    <Card withBorder radius="md" padding="xl" role="status" aria-label="Student admitted">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Title order={2} size="h3">
              {result.student_name} is admitted
            </Title>
            <Text c="dimmed">Admission number</Text>
            <Text fz={28} fw={700} data-testid="admission-number" style={{ lineHeight: 1.2 }}>
              {result.admission_no}
            </Text>
          </Stack>
        </Group>
        {result.parents.length ? (
          <Stack gap="xs">
            <Text fw={600}>Parent accounts</Text>
            <List spacing="xs" icon={<IconUser size={16} aria-hidden />} center>
              {result.parents.map((parent) => (
                <List.Item key={parent.parent_type}>
                  <Text size="sm">
                    <b>{parentTypeLabels[parent.parent_type]}:</b> {accountLine(parent)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {shownOnce ? (
          <Alert color="yellow" icon={<IconKey size={18} />}>
            Write down the first password now: it is not shown again. The parent can change it after
            signing in.
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdmitAnother}>
            Admit another
          </Button>
          {viewHref ? (
            <Button component={Link} to={viewHref} variant="light">
              View student
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
