import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createExamBodySchema, examMessages } from '@shala/contracts';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import type { DateString } from '../../../ui/parse-typed-date';
import { SelectField } from '../../../ui/select-field';
import { useClassSubjectOptionsQuery } from '../api/class-options';
import { useCreateExam } from '../api/schedule';
import { showRefusal } from '../lib/field-errors';

interface PaperFields {
  subject_id: string | null;
  exam_date: DateString | null;
  start_time: string;
  end_time: string;
  full_mark: string;
  min_mark: string;
}
const empty: PaperFields = {
  subject_id: null,
  exam_date: null,
  start_time: '10:00',
  end_time: '13:00',
  full_mark: '80',
  min_mark: '27',
};

/** Schedules a paper of the chosen exam for the chosen class (a class sits one paper at a time). */
export function ExamPaperForm({
  examTypeId,
  sessionId,
  classId,
}: {
  examTypeId: number;
  sessionId: number;
  classId: number;
}) {
  const save = useCreateExam();
  const subjects = useClassSubjectOptionsQuery(classId);
  const toBody = (v: PaperFields) => ({
    exam_type_id: examTypeId,
    session_id: sessionId,
    class_id: classId,
    subject_id: v.subject_id ? Number(v.subject_id) : undefined,
    exam_date: v.exam_date ?? '',
    start_time: v.start_time,
    end_time: v.end_time,
    full_mark: v.full_mark,
    min_mark: v.min_mark,
  });
  const form = useForm<PaperFields>({
    initialValues: empty,
    validate: (values) =>
      schemaValidator<Record<string, unknown>>(createExamBodySchema)(toBody(values)),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(createExamBodySchema.parse(toBody(values)), {
      onSuccess: () => {
        toast.success(examMessages.examAdded);
        form.setValues({ ...values, subject_id: null });
      },
      onError: (error) => showRefusal(error, form.setFieldError),
    }),
  );
  return (
    <FormCard
      title="Add Paper"
      editing={false}
      submitting={save.isPending}
      onSubmit={submit}
      onClear={() => form.setValues(empty)}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField
          label="Subject"
          withAsterisk
          loading={subjects.isPending}
          data={(subjects.data ?? []).map((s) => ({ value: String(s.value), label: s.label }))}
          {...form.getInputProps('subject_id')}
        />
        <DateField
          label="Exam Date"
          withAsterisk
          value={form.values.exam_date}
          onChange={(value) => form.setFieldValue('exam_date', value)}
          error={form.errors.exam_date}
        />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            label="Start Time"
            type="time"
            withAsterisk
            {...form.getInputProps('start_time')}
          />
          <TextInput
            label="End Time"
            type="time"
            withAsterisk
            {...form.getInputProps('end_time')}
          />
        </SimpleGrid>
        <TextInput
          label="Full Mark"
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('full_mark')}
        />
        <TextInput
          label="Min Mark"
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('min_mark')}
        />
      </SimpleGrid>
    </FormCard>
  );
}
