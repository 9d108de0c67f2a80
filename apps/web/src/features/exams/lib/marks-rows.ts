import { aboveFullMarks, examMessages, type MarksGrid } from '@shala/contracts';

/** A row of the marks grid as typed: the mark stays text until saved. */
export interface MarkRowInput {
  student_id: number;
  roll_number: number | null;
  student_name: string;
  section_name: string | null;
  mark: string;
  absent: boolean;
  comment: string;
}

export const rowsOfGrid = (grid: MarksGrid): MarkRowInput[] =>
  grid.rows.map((row) => ({
    student_id: row.student_id,
    roll_number: row.roll_number,
    student_name: row.student_name,
    section_name: row.section_name,
    mark: row.obtain_mark === null ? '' : String(row.obtain_mark),
    absent: row.is_absent,
    comment: row.comment,
  }));

/** The message for a typed mark, or null: a number within full marks, two decimals at most. */
export function markError(row: MarkRowInput, fullMark: number): string | null {
  if (row.absent || row.mark.trim() === '') return null;
  const value = Number(row.mark);
  if (!Number.isFinite(value) || value < 0 || !/^\d+(\.\d{1,2})?$/.test(row.mark.trim()))
    return examMessages.badMark;
  return value > fullMark ? aboveFullMarks(fullMark) : null;
}

/** The rows as the save call sends them. */
export const marksBody = (examId: number, rows: MarkRowInput[]) => ({
  exam_id: examId,
  marks: rows.map((row) => ({
    student_id: row.student_id,
    obtain_mark: row.absent || row.mark.trim() === '' ? null : Number(row.mark),
    is_absent: row.absent,
    comment: row.comment.trim(),
  })),
});
