import { Button, Group, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { useClassStudentsQuery } from '../../../ui/lookups/list-class-students';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import type { LeaveSearch } from '../api/leave-api';

/** The staff search of Requested Leaves: session, class, section, student, from, to. */
export function LeaveSearchForm({ onSearch }: { onSearch: (search: LeaveSearch) => void }) {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const students = useClassStudentsQuery(toId(classId), toId(sectionId));
  return (
    <SectionCard title="Search Leaves">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SessionSelect value={sessionId} onChange={setSessionId} />
        <ClassSectionFields
          taughtOnly
          clearable
          classId={classId}
          sectionId={sectionId}
          onClassChange={(value) => {
            setClassId(value);
            setSectionId(null);
            setStudentId(null);
          }}
          onSectionChange={(value) => {
            setSectionId(value);
            setStudentId(null);
          }}
        />
        <SelectField
          label="Student"
          clearable
          searchable
          data={(students.data ?? []).map((s) => ({
            value: String(s.student_id),
            label: s.student_name,
          }))}
          value={studentId}
          onChange={setStudentId}
        />
        <DateField label="From Date" value={from} onChange={setFrom} />
        <DateField label="To Date" value={to} onChange={setTo} minDate={from ?? undefined} />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button
          onClick={() =>
            onSearch({
              session_id: sessionId ?? undefined,
              class_id: toId(classId) ?? undefined,
              section_id: toId(sectionId) ?? undefined,
              student_id: toId(studentId) ?? undefined,
              from_date: from ?? undefined,
              to_date: to ?? undefined,
            })
          }
        >
          Search
        </Button>
      </Group>
    </SectionCard>
  );
}
