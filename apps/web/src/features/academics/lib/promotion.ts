import type { NewSessionPlan } from '@shala/contracts';

type ClassMove = NewSessionPlan['classes'][number];
type SectionMove = ClassMove['sections'][number];

const students = (count: number) => (count === 1 ? '1 student' : `${count} students`);

/** Where a class's students go: the next class, out of the school, or nowhere yet. */
export function destinationOf(move: ClassMove): string {
  if (move.passing_out) return 'Pass out';
  return move.next_class_name ?? 'Not promoted';
}

/**
 * Where a section's students go and how many they are: "A → A: 2 students"; only the count
 * where neither class has sections; the section alone for a class that passes out.
 */
export function describeSectionMove(move: SectionMove, passingOut = false): string {
  const count = students(move.student_count);
  if (passingOut) return move.section_name ? `${move.section_name}: ${count}` : count;
  if (move.section_name === null && move.next_section_name === null) return count;
  return `${move.section_name ?? 'No section'} → ${move.next_section_name ?? 'No section'}: ${count}`;
}

/** The run can go ahead only when the server found no problem. */
export const canStart = (plan: NewSessionPlan): boolean => plan.problems.length === 0;

/** The question the confirm modal asks before the run. */
export function confirmText(plan: NewSessionPlan): string {
  return (
    `Start session ${plan.target.session_name} and make it the current session? ` +
    `${students(plan.totals.promoted)} will be promoted and ${students(plan.totals.passing_out)} ` +
    `will pass out of ${plan.source.session_name}. This cannot be undone.`
  );
}

/** One line for the success card. */
export function resultText(plan: NewSessionPlan): string {
  return (
    `Session ${plan.target.session_name} is now the current session: ` +
    `${students(plan.totals.promoted)} promoted, ${students(plan.totals.passing_out)} passed out.`
  );
}

export { students as studentCountText };
