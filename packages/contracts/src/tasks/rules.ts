import type { TaskType } from './schemas.ts';

/** The file kinds a task upload may be, told from the bytes. */
export type TaskFileKind = 'pdf' | 'doc' | 'docx';

/** True when a task of this type is planned by month (§4: the month replaces date, grade, marks). */
export const isMonthlyPlanner = (type: TaskType | null | undefined) => type === 'monthly_planner';

/** The file name a download offers: the title made safe, with the kind's extension. */
export function downloadNameOf(title: string, kind: TaskFileKind): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'task';
  return `${base}.${kind}`;
}
