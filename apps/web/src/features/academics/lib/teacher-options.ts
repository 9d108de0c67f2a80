import type { SlotTeacher } from './teacher-slots';

interface FoundTeacher {
  user_id: number;
  full_name: string;
}

/**
 * The options of a teacher picker: the teachers a search found, with the one holding the
 * slot kept (first) even when the search did not find them, so the select can name them.
 */
export function teacherOptions(
  found: readonly FoundTeacher[],
  current: SlotTeacher | null,
): { value: string; label: string }[] {
  const options = found.map((teacher) => ({
    value: String(teacher.user_id),
    label: teacher.full_name,
  }));
  if (current && !found.some((teacher) => teacher.user_id === current.id)) {
    options.unshift({ value: String(current.id), label: current.name });
  }
  return options;
}

/**
 * The text to search for: a picker shows the chosen teacher's name in its box, which is
 * not a search; only other text is.
 */
export function searchTextOf(typed: string, current: SlotTeacher | null): string {
  const text = typed.trim();
  return current && text === current.name ? '' : text;
}
