import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  isMonthlyPlanner,
  type TaskRow,
  taskMessages,
  updateTaskBodySchema,
} from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { SelectField } from '../../../ui/select-field';
import { useUpdateTask } from '../api/task-writes';
import { monthOptions, type TaskFields, taskBodyOf } from '../lib/task-form';
import { GradeField } from './grade-field';

const fieldsOf = (task: TaskRow): TaskFields => ({
  mode: task.s3_file_path ? 'upload' : 'create',
  type: task.type,
  class_id: String(task.class_id),
  section_id: task.section_id ? String(task.section_id) : null,
  subject_id: task.subject_id ? String(task.subject_id) : null,
  submission_date: task.submission_date,
  title: task.title,
  have_grade: task.month ? null : String(task.have_grade),
  month: task.month,
  min_marks: task.min_marks === null ? '' : String(task.min_marks),
  full_marks: task.full_marks === null ? '' : String(task.full_marks),
  remarks: task.remarks ?? '',
});

/** The edit form of /view_task (§5: month, submission date, grade and marks required). */
export function TaskEditForm({ task, onDone }: { task: TaskRow; onDone: () => void }) {
  const update = useUpdateTask();
  const form = useForm<TaskFields>({
    initialValues: fieldsOf(task),
    validate: (values) =>
      schemaValidator<Record<string, string>>(updateTaskBodySchema)(editBody(values)),
  });
  const planner = isMonthlyPlanner(task.type);
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: task.id, body: { ...editBody(values), type: task.type, title: values.title } },
      {
        onSuccess: () => {
          toast.success(taskMessages.updated);
          onDone();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  const field = (name: keyof TaskFields) => form.getInputProps(name);
  return (
    <FormCard
      title="Edit Task"
      editing
      submitting={update.isPending}
      onSubmit={submit}
      onCancel={onDone}
      onClear={() => form.setValues(fieldsOf(task))}
    >
      <TextInput label="Title" withAsterisk {...field('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {planner ? (
          <SelectField label="Month" withAsterisk data={monthOptions} {...field('month')} />
        ) : (
          <DateField
            label="Submission Date"
            withAsterisk
            value={form.values.submission_date}
            onChange={(value) => form.setFieldValue('submission_date', value)}
            error={form.errors.submission_date}
          />
        )}
        {planner ? null : <GradeField {...field('have_grade')} />}
        {!planner && form.values.have_grade === '1' ? (
          <>
            <TextInput
              label="Minimum Marks"
              withAsterisk
              inputMode="numeric"
              {...field('min_marks')}
            />
            <TextInput
              label="Maximum Marks"
              withAsterisk
              inputMode="numeric"
              {...field('full_marks')}
            />
          </>
        ) : null}
      </SimpleGrid>
      {task.s3_file_path ? null : (
        <Textarea label="Remarks" autosize minRows={3} {...field('remarks')} />
      )}
    </FormCard>
  );
}

function editBody(values: TaskFields) {
  const { mode: _mode, class_id: _class, section_id: _section, ...rest } = values;
  return taskBodyOf({ ...values, ...rest, mode: 'create', class_id: null, section_id: null });
}
