import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { admissionResultSchema } from '@shala/contracts';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ParentAccounts } from './parent-accounts';

type AdmissionResult = z.infer<typeof admissionResultSchema>;

interface AdmissionSuccessProps {
  result: AdmissionResult;
  onAdmitAnother: () => void;
  /** Where "View student" goes; left out when the user may not open the student list. */
  viewHref: string | null;
}

/** After an admission: the issued admission number, the parent accounts, and what next. */
export function AdmissionSuccess({ result, onAdmitAnother, viewHref }: AdmissionSuccessProps) {
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
        <ParentAccounts parents={result.parents} />
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
