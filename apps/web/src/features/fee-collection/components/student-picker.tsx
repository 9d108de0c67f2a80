import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useClassStudentsQuery } from '../api/search-students';

interface StudentPickerProps {
  studentId: number | null;
  onChange: (studentId: number | null) => void;
}

/** Class, section (when the class has them), then a student of it. */
export function StudentPicker({ studentId, onChange }: StudentPickerProps) {
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const students = useClassStudentsQuery({
    classId: toId(classId),
    sectionId: toId(sectionId),
    search: '',
  });
  const options = (students.data?.students ?? []).map((student) => ({
    value: String(student.student_id),
    label: `${student.student_name} (${student.admission_no})`,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ClassSectionFields
        required
        classId={classId}
        sectionId={sectionId}
        onClassChange={(value) => {
          setClassId(value);
          setSectionId(null);
          onChange(null);
        }}
        onSectionChange={(value) => {
          setSectionId(value);
          onChange(null);
        }}
      />
      <SelectField
        label="Student"
        withAsterisk
        searchable
        data={options}
        loading={students.isFetching}
        disabled={classId === null}
        value={studentId === null ? null : String(studentId)}
        onChange={(value) => onChange(toId(value))}
        nothingFoundMessage="No students available"
      />
    </SimpleGrid>
  );
}
