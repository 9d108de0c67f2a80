import { FileInput, Group, Radio, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createTaskBodySchema, isMonthlyPlanner, taskMessages } from '@shala/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useTeacherSubjectsQuery } from '../api/list-teacher-subjects';
import { useCreateTask } from '../api/task-writes';
import {
  acceptedTaskFile,
  createTaskRequestOf,
  emptyTaskFields,
  monthOptions,
  type TaskFields,
  taskBodyOf,
  taskTypeOptions,
} from '../lib/task-form';
import { taskSearchParams } from '../lib/task-search-params';
import { GradeField } from './grade-field';

/** Add Task (§2): Create or Upload mode; the planner's month; marks only when graded. */
export function TaskForm() {
  const create = useCreateTask();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<TaskFields>({
    initialValues: emptyTaskFields,
    validate: (values) =>
      schemaValidator<Record<string, string>>(createTaskBodySchema)(taskBodyOf(values)),
  });
  const values = form.values;
  const planner = isMonthlyPlanner(values.type);
  const subjects = useTeacherSubjectsQuery(toId(values.class_id));

  const chooseFile = (next: File | null) => {
    setFileError(null);
    if (next && !acceptedTaskFile.test(next.name)) {
      toast.info(taskMessages.uploadOnly);
      setFile(null);
      return;
    }
    setFile(next);
  };

  const submit = form.onSubmit((fields) => {
    if (fields.mode === 'upload' && !file) return setFileError(taskMessages.chooseFile);
    // The schema has refused a form without a type already.
    if (fields.type === null) return;
    create.mutate(
      {
        body: createTaskRequestOf(fields, fields.type),
        file: fields.mode === 'upload' ? file : null,
      },
      {
        onSuccess: () => {
          toast.success(taskMessages.created);
          navigate(`/view_task?${taskSearchParams(fields)}`);
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) return;
          const message = (
            error as { fieldErrors?: Array<{ field: string; message: string }> }
          ).fieldErrors?.find((e) => e.field === 'file')?.message;
          if (message) setFileError(message);
        },
      },
    );
  });

  const field = (name: keyof TaskFields) => form.getInputProps(name);

  return (
    <FormCard
      title="Add Task"
      editing={false}
      submitting={create.isPending}
      onSubmit={submit}
      onClear={() => {
        form.setValues(emptyTaskFields);
        form.clearErrors();
        setFile(null);
      }}
    >
      <Radio.Group label="Mode" {...field('mode')}>
        <Group gap="lg" mt={6}>
          <Radio value="create" label="Create" />
          <Radio value="upload" label="Upload" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField label="Task Type" withAsterisk data={taskTypeOptions} {...field('type')} />
        <ClassSectionFields
          taughtOnly
          required
          classLabel="Class"
          classId={values.class_id}
          sectionId={values.section_id}
          onClassChange={(value) => {
            form.setFieldValue('class_id', value);
            form.setFieldValue('section_id', null);
            form.setFieldValue('subject_id', null);
          }}
          onSectionChange={(value) => form.setFieldValue('section_id', value)}
          classError={form.errors.class_id as string | undefined}
          sectionError={form.errors.section_id as string | undefined}
        />
        <SelectField
          label="Subject"
          clearable
          loading={subjects.isFetching}
          data={(subjects.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          {...field('subject_id')}
        />
        {planner ? (
          <SelectField label="Month" withAsterisk data={monthOptions} {...field('month')} />
        ) : (
          <DateField
            label="Submission Date"
            withAsterisk
            value={values.submission_date}
            onChange={(value) => form.setFieldValue('submission_date', value)}
            error={form.errors.submission_date}
          />
        )}
      </SimpleGrid>
      <TextInput label="Title" withAsterisk maxLength={200} {...field('title')} />
      {planner ? null : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <GradeField {...field('have_grade')} />
          {values.have_grade === '1' ? (
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
      )}
      {values.mode === 'create' ? (
        <Textarea
          label="Remarks"
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          {...field('remarks')}
        />
      ) : (
        <FileInput
          label="File"
          description=".pdf, .doc or .docx, at most 5 MB"
          withAsterisk
          clearable
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          leftSection={<IconUpload size={16} aria-hidden />}
          value={file}
          onChange={chooseFile}
          error={fileError}
        />
      )}
    </FormCard>
  );
}
