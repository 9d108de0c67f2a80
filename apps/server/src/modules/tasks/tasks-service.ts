import { randomUUID } from 'node:crypto';
import {
  type CreateTaskBody,
  isMonthlyPlanner,
  type TaskRow,
  taskMessages,
  type UpdateTaskBody,
} from '@shala/contracts';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { detectDocumentType, documentContentTypes } from '../../platform/storage/document-type.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  listClassOptions,
  listSectionsOfClass,
  listTeacherSubjectOptions,
  resolveSession,
} from '../academics/index.ts';
import { tasks } from './tables.ts';
import { presentTask, selectTaskRows } from './task-rows.ts';
import { checkTeachesTaskClass, parentTaskScope } from './task-scope.ts';

const m = taskMessages;

/** The type-dependent columns (§4): a planner keeps only its month; marks only when graded. */
function gradedColumns(body: UpdateTaskBody) {
  const planner = isMonthlyPlanner(body.type);
  const graded = !planner && body.have_grade === true;
  return {
    type: body.type,
    title: body.title,
    remarks: body.remarks || null,
    subjectId: body.subject_id ?? null,
    month: planner ? (body.month ?? null) : null,
    submissionDate: planner ? null : (body.submission_date ?? null),
    haveGrade: graded,
    minMarks: graded ? (body.min_marks ?? null) : null,
    fullMarks: graded ? (body.full_marks ?? null) : null,
  };
}

async function checkSubject(
  scope: SignedInScope,
  sessionId: number,
  classId: number,
  subjectId?: number | null,
) {
  if (!subjectId) return;
  const options = await listTeacherSubjectOptions(scope.tx, scope.tenantId, { sessionId, classId });
  if (!options.some((option) => option.value === subjectId))
    throw badRequest(m.subjectNotFound, 'subject_id');
}

/** The class must be the school's, and the section one of its sections in the session. */
async function checkPlace(
  scope: SignedInScope,
  sessionId: number,
  classId: number,
  sectionId: number | null,
) {
  const options = await listClassOptions(scope.tx, scope.tenantId);
  if (!options.some((option) => option.value === classId)) throw notFound(m.classNotFound);
  if (sectionId === null) return;
  const sections = await listSectionsOfClass(scope.tx, scope.tenantId, classId, sessionId);
  if (!sections.some((section) => section.id === sectionId))
    throw badRequest(m.sectionRequired, 'section_id');
}

const placeOf = (task: TaskRow) => ({
  sessionId: task.session_id,
  classId: task.class_id,
  sectionId: task.section_id,
});

export async function findTaskRow(scope: SignedInScope, id: number): Promise<TaskRow> {
  const [row] = await selectTaskRows(scope.tx).where(
    and(eq(tasks.tenantId, scope.tenantId), eq(tasks.id, id)),
  );
  if (!row) throw notFound(m.taskNotFound);
  const parentRows = await parentTaskScope(scope, row.task.sessionId);
  if (parentRows) {
    const [visible] = await scope.tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.tenantId, scope.tenantId), eq(tasks.id, id), parentRows));
    if (!visible) throw notFound(m.taskNotFound);
  }
  return presentTask(row);
}

/** An uploaded document: doc, docx or pdf by its bytes (a renamed program is refused). */
function checkTaskFile(scope: SignedInScope, file: UploadedFile | undefined) {
  if (!file || file.bytes.length === 0) throw badRequest(m.chooseFile, 'file');
  const kind = detectDocumentType(file.bytes);
  if (!kind) throw badRequest(m.uploadOnly, 'file');
  const fileKey = `schools/${scope.tenantId}/tasks/${randomUUID()}.${kind}`;
  return { fileKey, fileKind: kind, bytes: file.bytes };
}

export async function createTask(
  scope: SignedInScope,
  storage: FileStorage,
  body: CreateTaskBody,
  files: UploadedFile[],
): Promise<TaskRow> {
  const session = await resolveSession(scope.tx, scope.tenantId, body.session_id);
  await checkPlace(scope, session.id, body.class_id, body.section_id ?? null);
  await checkTeachesTaskClass(scope, {
    sessionId: session.id,
    classId: body.class_id,
    sectionId: body.section_id ?? null,
  });
  await checkSubject(scope, session.id, body.class_id, body.subject_id);
  const upload =
    body.mode === 'upload'
      ? checkTaskFile(scope, files.find((file) => file.field === 'file') ?? files[0])
      : null;
  const [row] = await scope.tx
    .insert(tasks)
    .values({
      tenantId: scope.tenantId,
      sessionId: session.id,
      classId: body.class_id,
      sectionId: body.section_id ?? null,
      createdDate: scope.today,
      createdBy: scope.user.id,
      ...gradedColumns(body),
      fileKey: upload?.fileKey ?? null,
      fileKind: upload?.fileKind ?? null,
    })
    .returning({ id: tasks.id });
  // Stored after the row: a failed store rolls the row back (a failed commit may leave an
  // unused file, never a task without its file).
  if (upload)
    await storage.put(upload.fileKey, upload.bytes, documentContentTypes[upload.fileKind]);
  return findTaskRow(scope, row!.id);
}

export async function updateTask(
  scope: SignedInScope,
  id: number,
  body: UpdateTaskBody,
): Promise<TaskRow> {
  const current = await findTaskRow(scope, id);
  await checkTeachesTaskClass(scope, placeOf(current));
  await checkSubject(scope, current.session_id, current.class_id, body.subject_id);
  await scope.tx
    .update(tasks)
    .set(gradedColumns(body))
    .where(and(eq(tasks.tenantId, scope.tenantId), eq(tasks.id, id)));
  return findTaskRow(scope, id);
}

/** Deletes the row; its file is removed once the deletion has committed. */
export async function deleteTask(
  scope: SignedInScope,
  after: AfterCommit,
  id: number,
): Promise<void> {
  await checkTeachesTaskClass(scope, placeOf(await findTaskRow(scope, id)));
  const [row] = await scope.tx
    .delete(tasks)
    .where(and(eq(tasks.tenantId, scope.tenantId), eq(tasks.id, id)))
    .returning({ fileKey: tasks.fileKey });
  if (!row) throw notFound(m.taskNotFound);
  const { fileKey } = row;
  if (fileKey) after.afterCommit.push(() => after.services.storage.delete(fileKey));
}

export interface TaskSearch {
  type: CreateTaskBody['type'];
  session_id?: number;
  class_id?: number;
  section_id?: number;
  month?: string;
  created_date?: string;
  submission_date?: string;
  date?: string;
  student_id?: number;
}

/** The search of /view_task: one query, newest first; a parent only their children's tasks. */
export async function listTasks(scope: SignedInScope, query: TaskSearch): Promise<TaskRow[]> {
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  const parentRows = await parentTaskScope(scope, session.id, query.student_id);
  const conditions: Array<SQL | undefined> = [
    eq(tasks.tenantId, scope.tenantId),
    eq(tasks.sessionId, session.id),
    eq(tasks.type, query.type),
    parentRows,
  ];
  if (query.class_id) conditions.push(eq(tasks.classId, query.class_id));
  if (query.section_id) conditions.push(eq(tasks.sectionId, query.section_id));
  if (query.month) conditions.push(eq(tasks.month, query.month));
  if (query.created_date) conditions.push(eq(tasks.createdDate, query.created_date));
  if (query.submission_date) conditions.push(eq(tasks.submissionDate, query.submission_date));
  if (query.date)
    conditions.push(or(eq(tasks.createdDate, query.date), eq(tasks.submissionDate, query.date)));
  const rows = await selectTaskRows(scope.tx)
    .where(and(...conditions))
    .orderBy(desc(tasks.createdDate), desc(tasks.id))
    .limit(500);
  return rows.map(presentTask);
}

/** The bytes and type of a task's file, for those who may see the task. */
export async function readTaskFile(scope: SignedInScope, storage: FileStorage, id: number) {
  await findTaskRow(scope, id);
  const [row] = await scope.tx
    .select({ fileKey: tasks.fileKey, fileKind: tasks.fileKind, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.tenantId, scope.tenantId), eq(tasks.id, id)));
  if (!row?.fileKey || !row.fileKind) throw notFound(m.fileNotFound);
  const bytes = await storage.get(row.fileKey);
  if (!bytes) throw notFound(m.fileNotFound);
  return { bytes, kind: row.fileKind, title: row.title };
}
