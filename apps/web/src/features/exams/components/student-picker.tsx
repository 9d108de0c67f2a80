import { SelectField } from '../../../ui/select-field';
import { useClassStudentOptionsQuery } from '../api/class-options';
import { ClassSelect } from './class-select';

interface StudentPickerProps {
  classId: number | null;
  onClassChange: (id: number | null) => void;
  studentId: number | null;
  onStudentChange: (id: number | null) => void;
}

/** Staff choose a class, then one of its students (by roll number). */
export function StudentPicker({
  classId,
  onClassChange,
  studentId,
  onStudentChange,
}: StudentPickerProps) {
  const students = useClassStudentOptionsQuery(classId);
  return (
    <>
      <ClassSelect
        value={classId}
        onChange={(id) => {
          onClassChange(id);
          onStudentChange(null);
        }}
      />
      <SelectField
        label="Student"
        searchable
        miw={220}
        disabled={classId === null}
        loading={students.isFetching}
        data={(students.data?.Students ?? []).map((s) => ({
          value: String(s.student_id),
          label: s.student_name,
        }))}
        value={studentId === null ? null : String(studentId)}
        onChange={(next) => onStudentChange(next ? Number(next) : null)}
      />
    </>
  );
}
