import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { discontinueMessages as m, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { DateField } from '../../../ui/date-field';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { useDiscontinueStudent } from '../api/discontinue-student';
import { useDiscontinuableStudentsQuery } from '../api/list-discontinuable-students';

interface Fields {
  classId: string | null;
  sectionId: string | null;
  studentId: string | null;
  dateOfLeaving: string | null;
  reason: string;
}
const empty: Fields = {
  classId: null,
  sectionId: null,
  studentId: null,
  dateOfLeaving: null,
  reason: '',
};

/** /discontinue_student: Session, Class, Section, then Date of Leaving, Student Name, Reason. */
export function DiscontinueStudentPage() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const sessions = useSessionOptionsQuery();
  // The field shows the current session when none is picked: that is the one sent.
  const chosenSession =
    sessionId ?? sessions.data?.find((session) => session.is_current === 1)?.value ?? null;
  const form = useForm<Fields>({
    initialValues: empty,
    // The messages go under the fields by their names on the wire, as the server's would.
    validate: (values) => {
      const found: Record<string, string> = {};
      if (chosenSession === null) found.session_id = m.chooseSession;
      if (!values.classId) found.class_id = m.chooseClass;
      if (!values.studentId) found.student_id = m.chooseStudent;
      if (!values.dateOfLeaving) found.date_of_leaving = m.leavingDateRequired;
      else if (values.dateOfLeaving > todayIso()) found.date_of_leaving = m.leavingDateFuture;
      return found;
    },
  });
  const fields = form.values;
  const errors = form.errors;
  const set = (patch: Partial<Fields>) => form.setValues(patch);
  const filter = {
    session_id: sessionId,
    class_id: toId(fields.classId),
    section_id: toId(fields.sectionId),
  };
  const students = useDiscontinuableStudentsQuery(filter, fields.classId !== null);
  const discontinue = useDiscontinueStudent();

  const submit = form.onSubmit((values) =>
    discontinue.mutate(
      {
        session_id: chosenSession!,
        class_id: toId(values.classId)!,
        section_id: toId(values.sectionId),
        student_id: toId(values.studentId)!,
        date_of_leaving: values.dateOfLeaving!,
        reason: values.reason,
      },
      {
        onSuccess: () => form.setValues(empty),
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );

  return (
    <Stack gap={0} maw={880}>
      <PageHeader
        title="Discontinue Student"
        description="Withdraw a student from a date of leaving: they leave class lists, roll numbers and dues."
        actions={[{ to: '/discontinued_students', label: 'Discontinued Students' }]}
      />
      <SectionCard title="Discontinue Student">
        <form aria-label="Discontinue Student" noValidate onSubmit={submit}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <SessionSelect value={sessionId} onChange={setSessionId} error={errors.session_id} />
              <ClassSectionFields
                sessionId={sessionId}
                classId={fields.classId}
                sectionId={fields.sectionId}
                onClassChange={(classId) => set({ classId, sectionId: null, studentId: null })}
                onSectionChange={(sectionId) => set({ sectionId, studentId: null })}
                classError={errors.class_id}
                required
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DateField
                label="Date of Leaving"
                withAsterisk
                maxDate={todayIso()}
                value={fields.dateOfLeaving}
                onChange={(dateOfLeaving) => set({ dateOfLeaving })}
                error={errors.date_of_leaving}
              />
              <SelectField
                label="Student Name"
                withAsterisk
                searchable
                data={(students.data ?? []).map((s) => ({
                  value: String(s.student_id),
                  label: s.roll_number
                    ? `${s.student_name} (Roll ${s.roll_number})`
                    : s.student_name,
                }))}
                nothingFoundMessage="No students available"
                value={fields.studentId}
                onChange={(studentId) => set({ studentId })}
                error={errors.student_id}
              />
            </SimpleGrid>
            <Textarea
              label="Reason"
              autosize
              minRows={2}
              maxLength={500}
              value={fields.reason}
              onChange={(event) => set({ reason: event.currentTarget.value })}
              error={errors.reason}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  form.setValues(empty);
                  form.clearErrors();
                }}
              >
                Clear
              </Button>
              <Button type="submit" loading={discontinue.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  );
}
