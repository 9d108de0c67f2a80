import {
  assignRollNumbers,
  type RollCandidate,
  type RollNumberOrder,
  rollNumberSchema,
  studentMessages,
} from '@shala/contracts';

/** One student of the allocation preview: the roll number now and the one the rule gives. */
export interface RollPreviewRow {
  student_id: number;
  student_name: string;
  admission_no: string;
  current: number | null;
  next: number;
}

/** The numbers allocating by the rule would give, beside each student's current number. */
export function previewRolls(
  candidates: ReadonlyArray<RollCandidate & { roll_number: number | null }>,
  order: RollNumberOrder,
): RollPreviewRow[] {
  return assignRollNumbers(candidates, order).map((student) => ({
    student_id: student.student_id,
    student_name: student.student_name,
    admission_no: student.admission_no,
    current: candidates.find((c) => c.student_id === student.student_id)?.roll_number ?? null,
    next: student.roll_number,
  }));
}

/** How many students the allocation would renumber. */
export const changedCount = (rows: readonly RollPreviewRow[]) =>
  rows.filter((row) => row.current !== row.next).length;

/** A roll number typed in the inline editor: text as the input holds it. */
export interface RollDraft {
  student_id: number;
  value: string;
}

/**
 * Problems of the typed roll numbers, by row index: a value that is not 1..9999, then every
 * row of a number given more than once (all of them, so the office sees both).
 */
export function rollDraftErrors(drafts: readonly RollDraft[]): Record<number, string> {
  const errors: Record<number, string> = {};
  const rowsOf = new Map<number, number[]>();
  drafts.forEach((draft, index) => {
    const parsed = rollNumberSchema.safeParse(draft.value.trim() === '' ? undefined : draft.value);
    if (!parsed.success) {
      errors[index] = studentMessages.badRollNumber;
      return;
    }
    rowsOf.set(parsed.data, [...(rowsOf.get(parsed.data) ?? []), index]);
  });
  for (const rows of rowsOf.values()) {
    if (rows.length > 1) for (const index of rows) errors[index] = studentMessages.rollTwice;
  }
  return errors;
}

/** The request's rolls from drafts that passed `rollDraftErrors`. */
export const toRolls = (drafts: readonly RollDraft[]) =>
  drafts.map((draft) => ({ student_id: draft.student_id, roll_number: Number(draft.value) }));

/** The row index a server field error such as `rolls.3.roll_number` points at. */
export function rollErrorIndex(field: string): number | null {
  const match = /^rolls\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : null;
}

/**
 * Numbers the blank rows after the highest number typed so far, in list order: students
 * who joined after the class was numbered go to the end without renumbering the others.
 */
export function fillBlanks(drafts: readonly RollDraft[]): RollDraft[] {
  let highest = 0;
  for (const draft of drafts) {
    const parsed = rollNumberSchema.safeParse(draft.value.trim() === '' ? undefined : draft.value);
    if (parsed.success) highest = Math.max(highest, parsed.data);
  }
  return drafts.map((draft) =>
    draft.value.trim() === '' ? { ...draft, value: String(++highest) } : draft,
  );
}
