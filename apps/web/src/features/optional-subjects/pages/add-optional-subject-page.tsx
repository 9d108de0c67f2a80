import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [choice, setChoice] = useState<ClassChoice | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const hasSections = useClassHasSections(classId);
  const subjects = useOptionalSubjectsQuery();
  const students = useOptionalSubjectStudentsQuery(choice);
  const save = useAddOptionalSubject();
  const rows = students.data ?? [];

  const search = () => {
    const found: Record<string, string> = {};
    if (!classId) found.class_id = m.chooseClass;
    if (hasSections && !sectionId) found.section_id = m.chooseSection;
    setErrors(found);
    if (!Object.keys(found).length)
      setChoice({ classId: toId(classId)!, sectionId: toId(sectionId) });
  };
  const toggle = (row: OptionalSubjectStudent) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  const submit = () => {
    if (!subjectId) return setErrors({ subject: m.chooseSubject });
    if (!selected.size) return setErrors({ students: m.chooseStudents });
    setErrors({});
    save.mutate(
      [...selected].map((id) => ({ student_id: id, optional_subject_id: Number(subjectId) })),
      { onSuccess: () => setSelected(new Set()) },
    );
  };

  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="Add Optional Subject" />
      <SectionCard title="Search">
        <form
          aria-label="Search students"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Session" readOnly value={session.data?.currentSession ?? ''} />
            <ClassSectionFields
              classId={classId}
              sectionId={sectionId}
              onClassChange={(value) => {
                setClassId(value);
                setSectionId(null);
              }}
              onSectionChange={setSectionId}
              classError={errors.class_id}
              sectionError={errors.section_id}
              required
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              onClick={() => {
                setClassId(null);
                setSectionId(null);
                setChoice(null);
                setErrors({});
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
            value={subjectId}
            onChange={setSubjectId}
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
              <Button variant="default" onClick={() => setSelected(new Set())}>
                Unselect All
              </Button>
            </Group>
            <Button onClick={submit} loading={save.isPending} disabled={!rows.length}>
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
