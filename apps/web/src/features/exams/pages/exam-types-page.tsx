import { Box, Card, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExamType, examMessages, examTypeFieldsSchema } from '@shala/contracts';
import { useState } from 'react';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { FormCard } from '../../../ui/form-card';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import {
  useCreateExamType,
  useDeleteExamType,
  useExamTypesQuery,
  useUpdateExamType,
} from '../api/exam-types';
import { showRefusal } from '../lib/field-errors';

const empty = { exam_type_name: '', weight: '0' };

/** /add_exam_type and /manage_exam_type: exam types with their weight in the year's result. */
export function ExamTypesPage() {
  const { canOpen } = useNavigation();
  const canWrite = canOpen('/add_exam_type');
  const types = useExamTypesQuery();
  const create = useCreateExamType();
  const update = useUpdateExamType();
  const remove = useDeleteExamType();
  const toDelete = useModalTarget<ExamType>();
  const [editing, setEditing] = useState<ExamType | null>(null);
  const form = useForm({ initialValues: empty, validate: schemaValidator(examTypeFieldsSchema) });
  const reset = () => {
    setEditing(null);
    form.setValues(empty);
    form.clearErrors();
  };
  const submit = form.onSubmit((values) => {
    const body = examTypeFieldsSchema.parse(values);
    const callbacks = {
      onSuccess: () => {
        toast.success(editing ? examMessages.examTypeUpdated : examMessages.examTypeAdded);
        reset();
      },
      onError: (error: unknown) => showRefusal(error, form.setFieldError),
    };
    if (editing) update.mutate({ ...body, id: editing.id }, callbacks);
    else create.mutate(body, callbacks);
  });
  return (
    <Box maw={1000}>
      <PageHeader
        title="Exam Types"
        description="Periodic tests, term exams and finals. The weights say how each counts in the year's result (e.g. 20 + 80)."
      />
      <Stack gap="lg">
        {canWrite ? (
          <FormCard
            title={editing ? 'Edit Exam Type' : 'Add Exam Type'}
            editing={editing !== null}
            submitting={create.isPending || update.isPending}
            onSubmit={submit}
            onClear={reset}
            onCancel={editing ? reset : undefined}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Exam Type Name"
                withAsterisk
                maxLength={100}
                {...form.getInputProps('exam_type_name')}
              />
              <TextInput label="Weight (%)" inputMode="numeric" {...form.getInputProps('weight')} />
            </SimpleGrid>
          </FormCard>
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <DataTable
            label="Exam Types"
            rows={types.data ?? []}
            loading={types.isPending}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'name',
                header: 'Exam Type',
                render: (row) => row.exam_type_name,
                sortValue: (row) => row.exam_type_name,
              },
              {
                key: 'weight',
                header: 'Weight',
                render: (row) => `${row.weight}%`,
                align: 'right',
              },
              ...(canWrite
                ? [
                    rowActionsColumn<ExamType>((row) => `exam type ${row.exam_type_name}`, {
                      onEdit: (row) => {
                        setEditing(row);
                        form.setValues({
                          exam_type_name: row.exam_type_name,
                          weight: String(row.weight),
                        });
                      },
                      onDelete: toDelete.open,
                    }),
                  ]
                : []),
            ]}
          />
        </Card>
      </Stack>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete exam type"
        question={(row) => `Are you sure you want to delete the exam type ${row.exam_type_name}?`}
        remove={remove}
      />
    </Box>
  );
}
