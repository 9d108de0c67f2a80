import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { useClassStudentsQuery } from '../../../ui/lookups/list-class-students';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';

/** Staff pick a student of the current session by class, section (when it has them) and name. */
export function StaffStudentPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (studentId: number | null) => void;
}) {
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const students = useClassStudentsQuery(toId(classId), toId(sectionId));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ClassSectionFields
        classId={classId}
        sectionId={sectionId}
        onClassChange={(next) => {
          setClassId(next);
          setSectionId(null);
          onChange(null);
        }}
        onSectionChange={(next) => {
          setSectionId(next);
          onChange(null);
        }}
      />
      <SelectField
        label="Student"
        searchable
        disabled={classId === null}
        loading={students.isFetching}
        data={(students.data ?? []).map((student) => ({
          value: String(student.student_id),
          label: student.student_name,
        }))}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(toId(next))}
      />
    </SimpleGrid>
  );
}
