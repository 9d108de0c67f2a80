import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { NewSessionPlan } from '@shala/contracts';
import { IconAlertCircle, IconCircleCheck, IconPlayerTrackNext } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useCommitNewSession } from '../api/commit-new-session';
import { useNewSessionPreviewQuery } from '../api/preview-new-session';
import { confirmText, resultText } from '../lib/promotion';
import { NewSessionPreview } from './new-session-preview';
import { PlanStats } from './plan-stats';

type Step = { kind: 'idle' } | { kind: 'preview' } | { kind: 'done'; plan: NewSessionPlan };

/**
 * "Start next session": a preview from the server of what will be created, copied and
 * promoted; a confirm; then the run, and a summary of what it did.
 */
export function NewSessionCard() {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [copyTeachers, setCopyTeachers] = useState(true);
  const confirm = useModalTarget<NewSessionPlan>();
  const preview = useNewSessionPreviewQuery(copyTeachers, step.kind === 'preview');
  const commit = useCommitNewSession();
  const plan = preview.data;

  const start = () => {
    const seen = confirm.target;
    if (!seen) return;
    commit.mutate(
      { source_session_id: seen.source.id, copy_teacher_allocations: copyTeachers },
      {
        onSuccess: (done) => setStep({ kind: 'done', plan: done }),
        // The current session may have changed meanwhile: show the preview afresh.
        onError: () => void preview.refetch(),
        onSettled: confirm.close,
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Start next session">
      <Group
        justify="space-between"
        align="flex-start"
        gap="sm"
        mb={step.kind === 'idle' ? 0 : 'md'}
      >
        <Stack gap={4} maw={720}>
          <Title order={2} size="h4">
            Start next session
          </Title>
          <Text size="sm" c="dimmed">
            Creates the next session after the current one, copies each class's sections, subjects
            and teachers into it, moves every student up to the next class (the last class passes
            out) and makes it the current session. You see all of it before anything changes.
          </Text>
        </Stack>
        {step.kind === 'idle' ? (
          <Button
            leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
            onClick={() => setStep({ kind: 'preview' })}
          >
            Start next session
          </Button>
        ) : null}
      </Group>

      {step.kind === 'preview' && plan ? (
        <NewSessionPreview
          plan={plan}
          copyTeachers={copyTeachers}
          onCopyTeachersChange={setCopyTeachers}
          refreshing={preview.isFetching}
          onCancel={() => setStep({ kind: 'idle' })}
          onStart={() => confirm.open(plan)}
        />
      ) : null}
      {step.kind === 'preview' && !plan && preview.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="No preview">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{preview.error.message || 'The preview could not be loaded.'}</Text>
            <Group gap="sm">
              <Button size="xs" variant="default" onClick={() => setStep({ kind: 'idle' })}>
                CLOSE
              </Button>
              <Button size="xs" onClick={() => void preview.refetch()}>
                TRY AGAIN
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {step.kind === 'preview' && !plan && !preview.isError ? (
        <Stack gap="sm" aria-busy aria-label="Loading preview">
          <Skeleton height={28} width="40%" radius="sm" />
          <Skeleton height={72} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : null}

      {step.kind === 'done' ? (
        <Stack gap="md">
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} aria-hidden />}
            title={`Session ${step.plan.target.session_name} started`}
          >
            {resultText(step.plan)}
          </Alert>
          <PlanStats plan={step.plan} done />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ kind: 'idle' })}>
              DONE
            </Button>
          </Group>
        </Stack>
      ) : null}

      <ConfirmModal
        opened={confirm.opened}
        onClose={confirm.close}
        title={`Start session ${confirm.target?.target.session_name ?? ''}`}
        message={confirm.target ? confirmText(confirm.target) : ''}
        confirmLabel="Yes, start it"
        loading={commit.isPending}
        onConfirm={start}
      />
    </Card>
  );
}
