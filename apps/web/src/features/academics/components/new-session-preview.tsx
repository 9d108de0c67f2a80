import { Alert, Badge, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import type { NewSessionPlan } from '@shala/contracts';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { formatDate } from '../../../ui/format-date';
import { canStart } from '../lib/promotion';
import { PlanStats } from './plan-stats';
import { PromotionTable } from './promotion-table';

interface NewSessionPreviewProps {
  plan: NewSessionPlan;
  copyTeachers: boolean;
  onCopyTeachersChange: (copy: boolean) => void;
  /** A new preview is on its way (e.g. after changing the option). */
  refreshing: boolean;
  onCancel: () => void;
  onStart: () => void;
}

/** What "Start next session" will do, shown in full before anything changes. */
export function NewSessionPreview({
  plan,
  copyTeachers,
  onCopyTeachersChange,
  refreshing,
  onCancel,
  onStart,
}: NewSessionPreviewProps) {
  const { target } = plan;
  return (
    <Stack gap="md" aria-busy={refreshing}>
      <Group gap="sm" align="baseline">
        <Title order={3} size="h4">
          From {plan.source.session_name} to {target.session_name}
        </Title>
        <Text c="dimmed" size="sm">
          {formatDate(target.start_date)} to {formatDate(target.end_date)}
        </Text>
      </Group>
      {target.sub_sessions.length ? (
        <Group gap="xs">
          <Text size="sm">Sub-sessions:</Text>
          {target.sub_sessions.map((sub) => (
            <Badge key={sub.session_name} variant="light" radius="sm">
              {sub.session_name}: {formatDate(sub.start_date)} to {formatDate(sub.end_date)}
            </Badge>
          ))}
        </Group>
      ) : null}
      <PlanStats plan={plan} />
      <Checkbox
        label="Copy class and subject teachers to the new session"
        checked={copyTeachers}
        onChange={(event) => onCopyTeachersChange(event.currentTarget.checked)}
      />
      {plan.problems.length ? (
        <Alert
          color="red"
          title="The new session cannot start yet"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <List size="sm">
            {plan.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <PromotionTable plan={plan} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          disabled={!canStart(plan) || refreshing}
          onClick={onStart}
        >
          Start session {target.session_name}
        </Button>
      </Group>
    </Stack>
  );
}
