import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { optionalSubjectMessages as m, type OptionalSubjectStudent } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { ClassSectionFields, useClassHasSections } from '../../../ui/lookups/class-section-fields';
import { useCurrentSessionQuery } from '../../../ui/lookups/get-current-session';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useAddOptionalSubject } from '../api/add-optional-subject';
import {
  type ClassChoice,
  useOptionalSubjectStudentsQuery,
} from '../api/list-optional-subject-students';
import { useOptionalSubjectsQuery } from '../api/list-optional-subjects';

/**
 * /add_optional_subject: the current session (read-only), class and section, Search; a radio
 * list of optional subjects; the students to select; Save gives the selected ones the subject.
 */
export function AddOptionalSubjectPage() {
  const session = useCurrentSessionQuery();
  const place = useForm<{ classId: string | null; sectionId: string | null }>({
    initialValues: { classId: null, sectionId: null },
    validate: (values) => ({
      ...(values.classId ? {} : { class_id: m.chooseClass }),
      ...(hasSections && !values.sectionId ? { section_id: m.chooseSection } : {}),
    }),
  });
  const { classId, sectionId } = place.values;
  const [choice, setChoice] = useState<ClassChoice | null>(null);
  const assign = useForm<{ subjectId: string | null; selected: number[] }>({
    initialValues: { subjectId: null, selected: [] },
    // One message at a time: the subject first, then the students.
    validate: (values) =>
      !values.subjectId
        ? { subject: m.chooseSubject }
        : values.selected.length === 0
          ? { students: m.chooseStudents }
          : {},
  });
  const selected = new Set(assign.values.selected);
  const setSelected = (ids: Iterable<number>) => assign.setFieldValue('selected', [...ids]);
  const errors = { ...place.errors, ...assign.errors };
  const hasSections = useClassHasSections(classId);
  const subjects = useOptionalSubjectsQuery();
  const students = useOptionalSubjectStudentsQuery(choice);
  const save = useAddOptionalSubject();
  const rows = students.data ?? [];

  const search = place.onSubmit((values) => {
    assign.clearErrors();
    setChoice({ classId: toId(values.classId)!, sectionId: toId(values.sectionId) });
  });
  const toggle = (row: OptionalSubjectStudent) => {
    const next = new Set(selected);
    if (next.has(row.id)) next.delete(row.id);
    else next.add(row.id);
    setSelected(next);
  };
  const submit = assign.onSubmit((values) =>
    save.mutate(
      values.selected.map((id) => ({
        student_id: id,
        optional_subject_id: Number(values.subjectId),
      })),
      { onSuccess: () => setSelected([]) },
    ),
  );

  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="Add Optional Subject" />
      <SectionCard title="Search">
        <form aria-label="Search students" noValidate onSubmit={search}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Session" readOnly value={session.data?.currentSession ?? ''} />
            <ClassSectionFields
              classId={classId}
              sectionId={sectionId}
              onClassChange={(value) => place.setValues({ classId: value, sectionId: null })}
              onSectionChange={(value) => place.setFieldValue('sectionId', value)}
              classError={errors.class_id}
              sectionError={errors.section_id}
              required
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              onClick={() => {
                place.setValues({ classId: null, sectionId: null });
                setChoice(null);
                place.clearErrors();
                assign.clearErrors();
              }}
            >
              Clear
            </Button>
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </SectionCard>
      {choice ? (
        <SectionCard title="Optional Subject">
          <Radio.Group
            label="Optional subject"
            value={assign.values.subjectId}
            onChange={(value) => assign.setFieldValue('subjectId', value)}
            error={errors.subject}
          >
            <Group mt="xs">
              {(subjects.data ?? []).map((subject) => (
                <Radio key={subject.value} value={String(subject.value)} label={subject.label} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="space-between" mt="md" mb="sm">
            <Group gap="xs">
              <Button variant="light" onClick={() => setSelected(new Set(rows.map((r) => r.id)))}>
                Select All
              </Button>
              <Button variant="default" onClick={() => setSelected([])}>
                Unselect All
              </Button>
            </Group>
            <Button onClick={() => submit()} loading={save.isPending} disabled={!rows.length}>
              Save
            </Button>
          </Group>
          {errors.students ? (
            <Text c="red" size="sm" role="alert">
              {errors.students}
            </Text>
          ) : null}
          <DataTable
            label="Students"
            rows={rows}
            loading={students.isPending}
            rowKey={(row) => row.id}
            emptyText={m.empty}
            columns={[
              {
                key: 'name',
                header: 'Name',
                render: (r) => r.student_name,
                sortValue: (r) => r.student_name,
              },
              { key: 'roll', header: 'Roll Number', render: (r) => r.roll_number ?? 'N/A' },
              { key: 'subject', header: 'Optional Subject', render: (r) => r.subject_name ?? '—' },
              {
                key: 'action',
                header: 'Select/Unselect',
                render: (r) => (
                  <Checkbox
                    aria-label={`Select ${r.student_name}`}
                    checked={selected.has(r.id)}
                    onChange={() => toggle(r)}
                  />
                ),
              },
            ]}
          />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
