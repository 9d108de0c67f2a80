import { useEffect } from 'react';
import { SelectField } from '../select-field';
import { useMyChildren } from './use-my-children';

export interface ChildChoice {
  studentId: number;
  studentName: string;
  sessionId: number | null;
  classId: number | null;
  sectionId: number | null;
}

interface ChildSelectProps {
  value: number | null;
  /** Called with the chosen child (and, when the parent has one child, with it at once). */
  onChange: (child: ChildChoice | null) => void;
  maw?: number;
}

/**
 * The signed-in parent's children to pick from, on every parent screen (tasks, attendance,
 * results, books, fees). A parent of one child has it chosen at once.
 */
export function ChildSelect({ value, onChange, maw }: ChildSelectProps) {
  const { children } = useMyChildren();
  const rows = children.data ?? [];
  const choiceOf = (studentId: number | null): ChildChoice | null => {
    const child = rows.find((row) => row.student_id === studentId);
    if (!child) return null;
    return {
      studentId: child.student_id,
      studentName: child.student_name,
      sessionId: child.program?.session_id ?? null,
      classId: child.program?.class_id ?? null,
      sectionId: child.program?.section_id ?? null,
    };
  };
  const only = rows.length === 1 ? rows[0]!.student_id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: choose the only child once it is known
  useEffect(() => {
    if (only !== null && value === null) onChange(choiceOf(only));
  }, [only, value]);
  return (
    <SelectField
      label="Child"
      placeholder="Select child"
      maw={maw}
      loading={children.isPending}
      allowDeselect={false}
      data={rows.map((row) => ({ value: String(row.student_id), label: row.student_name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(choiceOf(next ? Number(next) : null))}
    />
  );
}
