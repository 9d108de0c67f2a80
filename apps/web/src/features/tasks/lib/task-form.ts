import {
  type TaskMode,
  type TaskType,
  taskMonths,
  taskTypeLabels,
  taskTypes,
} from '@shala/contracts';

/** The add-task form's values as the inputs hold them (text; the schema reads them). */
export interface TaskFields {
  mode: TaskMode;
  type: TaskType | null;
  class_id: string | null;
  section_id: string | null;
  subject_id: string | null;
  submission_date: string | null;
  title: string;
  have_grade: string | null;
  month: string | null;
  min_marks: string;
  full_marks: string;
  remarks: string;
}

export const emptyTaskFields: TaskFields = {
  mode: 'create',
  type: null,
  class_id: null,
  section_id: null,
  subject_id: null,
  submission_date: null,
  title: '',
  have_grade: null,
  month: null,
  min_marks: '',
  full_marks: '',
  remarks: '',
};

export const taskTypeOptions = taskTypes.map((value) => ({ value, label: taskTypeLabels[value] }));
export const monthOptions = taskMonths.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
export const gradeOptions = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/** The body the schema checks: blanks left out. */
export function taskBodyOf(fields: TaskFields) {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== '') body[key] = String(value);
  return body;
}

/**
 * The new task of a form the schema has passed, so its type is chosen: the fields without
 * blanks, as the inputs hold them (the server's schema reads them as the form's did).
 */
export function createTaskRequestOf(fields: TaskFields, type: TaskType) {
  return { ...taskBodyOf(fields), type, class_id: fields.class_id, title: fields.title };
}

/** §5: a wrong file type is refused with an info toast before anything is sent. */
export const acceptedTaskFile = /\.(pdf|doc|docx)$/i;
