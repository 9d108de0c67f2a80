import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createStudentLeaveBodySchema, studentLeaveMessages } from '@shala/contracts';
import { useEffect } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { useAssignedTeachersQuery } from '../../../ui/lookups/list-assigned-teachers';
import { useMyChildren } from '../../../ui/lookups/use-my-children';
import { SelectField } from '../../../ui/select-field';
import { useRequestLeave } from '../api/leave-api';

interface LeaveFields {
  student_id: string | null;
  teacher_id: string | null;
  title: string;
  start_date: string | null;
  to_date: string | null;
  message: string;
}

/** The Teacher option that sends the request to the school office (no teacher_id). */
const officeValue = 'office';

const toBody = (values: LeaveFields) => ({
  ...values,
  teacher_id: values.teacher_id === officeValue ? null : values.teacher_id,
});

/** The parent's request: child (the first by default), title, teacher, from, to, reason. */
export function LeaveRequestForm() {
  const { children } = useMyChildren();
  const kids = children.data ?? [];
  const request = useRequestLeave();
  const empty: LeaveFields = {
    student_id: kids[0] ? String(kids[0].student_id) : null,
    teacher_id: null,
    title: '',
    start_date: null,
    to_date: null,
    message: '',
  };
  const form = useForm<LeaveFields>({
    initialValues: empty,
    validate: (values) => ({
      ...schemaValidator<LeaveFields>(createStudentLeaveBodySchema)(toBody(values)),
      ...(values.teacher_id ? {} : { teacher_id: studentLeaveMessages.teacherRequired }),
    }),
  });
  const firstKid = kids[0] ? String(kids[0].student_id) : null;
  // The children load after the form is made: the first one is chosen once they are here.
  useEffect(() => {
    if (firstKid && !form.values.student_id) form.setFieldValue('student_id', firstKid);
  }, [firstKid, form]);
  const studentId = form.values.student_id ?? firstKid;
  const child = kids.find((kid) => String(kid.student_id) === studentId);
  const teachers = useAssignedTeachersQuery(
    child?.program
      ? {
          session_id: child.program.session_id,
          class_id: child.program.class_id,
          section_id: child.program.section_id,
          student_id: child.student_id,
        }
      : null,
  );
  const teacherOptions = [
    ...new Map((teachers.data ?? []).map((t) => [t.user_id, t])).values(),
  ].map((t) => ({
    value: String(t.user_id),
    label: t.is_class_teacher
      ? `${t.full_name} (Class Teacher)`
      : `${t.full_name} (${t.subject_name})`,
  }));
  // No teacher assigned to the class and section: the request goes to the school office.
  const toOffice = teachers.isSuccess && teacherOptions.length === 0;
  if (toOffice)
    teacherOptions.push({ value: officeValue, label: studentLeaveMessages.schoolOffice });
  const submit = form.onSubmit((values) =>
    request.mutate(
      createStudentLeaveBodySchema.parse(toBody({ ...values, student_id: studentId })),
      {
        onSuccess: () => {
          toast.success(studentLeaveMessages.created);
          form.setValues({ ...empty, student_id: studentId });
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  return (
    <FormCard
      title="Request Leave"
      editing={false}
      submitting={request.isPending}
      onSubmit={submit}
      onClear={() => {
        form.setValues({ ...empty, student_id: studentId });
        form.clearErrors();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {kids.length > 1 ? (
          <SelectField
            label="Child"
            withAsterisk
            data={kids.map((kid) => ({ value: String(kid.student_id), label: kid.student_name }))}
            value={studentId}
            onChange={(value) => {
              form.setFieldValue('student_id', value);
              form.setFieldValue('teacher_id', null);
            }}
          />
        ) : null}
        <TextInput label="Title" withAsterisk maxLength={150} {...form.getInputProps('title')} />
        <SelectField
          label="Teacher"
          withAsterisk
          loading={teachers.isFetching}
          data={teacherOptions}
          description={toOffice ? studentLeaveMessages.officeNote : undefined}
          {...form.getInputProps('teacher_id')}
        />
        <DateField
          label="From"
          withAsterisk
          value={form.values.start_date}
          onChange={(value) => form.setFieldValue('start_date', value)}
          error={form.errors.start_date}
        />
        <DateField
          label="To"
          withAsterisk
          value={form.values.to_date}
          onChange={(value) => form.setFieldValue('to_date', value)}
          error={form.errors.to_date}
          minDate={form.values.start_date ?? undefined}
        />
      </SimpleGrid>
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={3}
        {...form.getInputProps('message')}
      />
    </FormCard>
  );
}
