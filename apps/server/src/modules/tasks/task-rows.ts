import { buildPath, getTaskFile, type TaskRow } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { classes, sections, subjects } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { tasks } from './tables.ts';

/** Tasks joined to the names a row shows: class, section, subject, who added it. */
export function selectTaskRows(tx: Tx) {
  return tx
    .select({
      task: tasks,
      className: classes.name,
      sectionName: sections.name,
      subjectName: subjects.name,
      addedBy: users.fullName,
    })
    .from(tasks)
    .innerJoin(classes, and(eq(classes.tenantId, tasks.tenantId), eq(classes.id, tasks.classId)))
    .leftJoin(
      sections,
      and(eq(sections.tenantId, tasks.tenantId), eq(sections.id, tasks.sectionId)),
    )
    .leftJoin(
      subjects,
      and(eq(subjects.tenantId, tasks.tenantId), eq(subjects.id, tasks.subjectId)),
    )
    .leftJoin(users, and(eq(users.tenantId, tasks.tenantId), eq(users.id, tasks.createdBy)));
}

type Joined = Awaited<ReturnType<typeof selectTaskRows>>[number];

export const presentTask = ({
  task,
  className,
  sectionName,
  subjectName,
  addedBy,
}: Joined): TaskRow => ({
  id: task.id,
  title: task.title,
  type: task.type,
  remarks: task.remarks,
  created_date: task.createdDate,
  submission_date: task.submissionDate,
  month: task.month as TaskRow['month'],
  have_grade: task.haveGrade ? 1 : 0,
  min_marks: task.minMarks,
  full_marks: task.fullMarks,
  session_id: task.sessionId,
  class_id: task.classId,
  section_id: task.sectionId,
  subject_id: task.subjectId,
  class: { class_name: className },
  section: sectionName === null ? null : { section_name: sectionName },
  subject_name: subjectName,
  s3_file_path: task.fileKey ? buildPath(getTaskFile, { id: task.id }) : null,
  file_name: task.fileKind ? `${task.title}.${task.fileKind}` : null,
  added_by: addedBy,
});
