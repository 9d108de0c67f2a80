import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
import {
  useAddQuestion,
  useDeleteQuestion,
  useQuestionsQuery,
  useUpdateQuestion,
} from '../api/feedback-api';

type Question = { id: number; question: string };

/** /feedback_setting: the questions parents rate their children's teachers on. */
export function FeedbackSettingPage() {
  const questions = useQuestionsQuery();
  const add = useAddQuestion();
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const toDelete = useModalTarget<Question>();
  const [editing, setEditing] = useState<Question | null>(null);
  const form = useForm({
    initialValues: { question: '' },
    validate: ({ question }) =>
      question.trim() ? {} : { question: feedbackMessages.questionRequired },
  });
  const reset = () => {
    setEditing(null);
    form.setValues({ question: '' });
    form.clearErrors();
  };
  const submit = form.onSubmit(({ question }) => {
    const callbacks = {
      onSuccess: reset,
      onError: (error: unknown) => applyFieldErrors(form, error),
    };
    if (editing) update.mutate({ id: editing.id, question }, callbacks);
    else add.mutate({ question }, callbacks);
  });
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
              {...form.getInputProps('question')}
            />
            {editing ? (
              <Button variant="subtle" onClick={reset}>
                CANCEL
              </Button>
            ) : null}
            <Button loading={add.isPending || update.isPending} onClick={() => submit()}>
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
                  form.setValues({ question: row.question });
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
