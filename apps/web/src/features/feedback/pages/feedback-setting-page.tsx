import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { feedbackMessages } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { SectionCard } from '../../../ui/section-card';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteQuestion, useQuestionsQuery, useSaveQuestion } from '../api/feedback-api';

type Question = { id: number; question: string };

/** /feedback_setting: the questions parents rate their children's teachers on. */
export function FeedbackSettingPage() {
  const questions = useQuestionsQuery();
  const save = useSaveQuestion();
  const remove = useDeleteQuestion();
  const toDelete = useModalTarget<Question>();
  const [editing, setEditing] = useState<Question | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = () => {
    setEditing(null);
    setText('');
    setErrors({});
  };
  return (
    <Box maw={900}>
      <PageHeader
        title="Feedback Settings"
        description="Questions parents answer about their children's teachers (1 to 5)."
      />
      <Stack gap="lg">
        <SectionCard title={editing ? 'Edit Question' : 'Add Question'}>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Question"
              withAsterisk
              style={{ flex: 1, minWidth: 220 }}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={errors.question}
            />
            {editing ? (
              <Button variant="subtle" onClick={reset}>
                CANCEL
              </Button>
            ) : null}
            <Button
              loading={save.isPending}
              onClick={() => {
                if (!text.trim()) return setErrors({ question: feedbackMessages.questionRequired });
                save.mutate(
                  { id: editing?.id ?? null, question: text },
                  { onSuccess: reset, onError: (error) => applyFieldErrors({ setErrors }, error) },
                );
              }}
            >
              {editing ? 'UPDATE' : 'ADD'}
            </Button>
          </Group>
        </SectionCard>
        <SectionCard title="Questions">
          <DataTable
            label="Feedback Questions"
            rows={questions.data ?? []}
            loading={questions.isFetching}
            rowKey={(row) => row.id}
            minWidth={400}
            columns={[
              { key: 'question', header: 'Question', render: (row) => row.question },
              rowActionsColumn((row) => `question ${row.question}`, {
                onEdit: (row) => {
                  setEditing(row);
                  setText(row.question);
                },
                onDelete: toDelete.open,
              }),
            ]}
          />
        </SectionCard>
      </Stack>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete question"
        question={(row) => `Are you sure you want to delete the question "${row.question}"?`}
        remove={remove}
        onDeleted={() => toast.success(feedbackMessages.questionDeleted)}
      />
    </Box>
  );
}
