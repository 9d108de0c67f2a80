import { SelectField } from '../../../ui/select-field';
import { useExamTypesQuery } from '../api/exam-types';

interface ExamTypeSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}

/** "Exam Type": the school's exam types. */
export function ExamTypeSelect({ value, onChange, error }: ExamTypeSelectProps) {
  const types = useExamTypesQuery();
  return (
    <SelectField
      label="Exam Type"
      data={(types.data ?? []).map((type) => ({
        value: String(type.id),
        label: type.exam_type_name,
      }))}
      loading={types.isPending}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      miw={200}
    />
  );
}
