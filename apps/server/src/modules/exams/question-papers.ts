import { randomUUID } from 'node:crypto';
import {
  buildPath,
  downloadPaper,
  examHasStarted,
  localMinuteIn,
  examMessages as m,
  paperMaxBytes,
  timeRange,
} from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { detectDocumentType, documentContentTypes } from '../../platform/storage/document-type.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { hasDuty, listDutiesOf } from './exam-duties.ts';
import { isExamAdmin, loadNames } from './exam-lookups.ts';
import { type ExamRecord, findExam } from './exam-schedule.ts';
import { exams, questionPapers } from './tables.ts';

type PaperRecord = typeof questionPapers.$inferSelect;

const slotOf = (exam: ExamRecord) => ({
  exam_date: exam.examDate,
  start_time: exam.startTime,
  end_time: exam.endTime,
});
const paperOf = (exam: ExamRecord) => ({
  examTypeId: exam.examTypeId,
  sessionId: exam.sessionId,
  classId: exam.classId,
  subjectId: exam.subjectId,
});

/** Before its exam starts a paper is seen by its setter, its checker and the exam admin only. */
async function maySee(scope: SignedInScope, exam: ExamRecord, admin: boolean) {
  if (admin) return true;
  if (examHasStarted(slotOf(exam), localMinuteIn(scope.timeZone))) return true;
  return hasDuty(scope, scope.user.id, ['setter', 'checker'], paperOf(exam));
}

function presentPaper(
  paper: PaperRecord,
  exam: ExamRecord,
  names: Awaited<ReturnType<typeof loadNames>>,
) {
  return {
    id: paper.id,
    exam_id: exam.id,
    class_name: names.className.get(exam.classId) ?? '',
    subject_name: names.subjectName.get(exam.subjectId) ?? '',
    exam_date: exam.examDate,
    time: timeRange(slotOf(exam)),
    file_name: paper.fileName,
    content_type: paper.contentType,
    uploaded_at: paper.uploadedAt.toISOString(),
    url: buildPath(downloadPaper, { id: paper.id }),
  };
}

/**
 * Stores a paper's question paper: pdf, doc or docx by its bytes, at most 5 MB, uploaded by its
 * setter or the exam admin. A new upload replaces the earlier file.
 */
export async function uploadPaper(
  scope: SignedInScope,
  after: AfterCommit,
  examId: number,
  files: UploadedFile[],
) {
  const { exam } = await findExam(scope, examId);
  const admin = await isExamAdmin(scope);
  if (!admin && !(await hasDuty(scope, scope.user.id, ['setter'], paperOf(exam))))
    throw new AppError('FORBIDDEN', m.notSetter);
  const file = files.find((f) => f.field === 'file') ?? files[0];
  if (!file || file.bytes.length === 0) throw badRequest(m.chooseFile, 'file');
  if (file.bytes.length > paperMaxBytes) throw badRequest(m.paperTooLarge, 'file');
  const type = detectDocumentType(file.bytes);
  if (!type) throw badRequest(m.notADocument, 'file');
  const fileKey = `schools/${scope.tenantId}/question-papers/${randomUUID()}.${type}`;
  const fileName = file.filename.replace(/[^\w .()-]/g, '_').slice(0, 120) || `paper.${type}`;
  const [previous] = await scope.tx
    .select()
    .from(questionPapers)
    .where(and(eq(questionPapers.tenantId, scope.tenantId), eq(questionPapers.examId, examId)));
  const values = {
    fileKey,
    fileName,
    contentType: documentContentTypes[type],
    uploadedBy: scope.user.id,
    uploadedAt: new Date(),
  };
  const [row] = previous
    ? await scope.tx
        .update(questionPapers)
        .set(values)
        .where(and(eq(questionPapers.tenantId, scope.tenantId), eq(questionPapers.id, previous.id)))
        .returning()
    : await scope.tx
        .insert(questionPapers)
        .values({ tenantId: scope.tenantId, examId, ...values })
        .returning();
  await after.services.storage.put(fileKey, file.bytes, type);
  if (previous) after.afterCommit.push(() => after.services.storage.delete(previous.fileKey));
  return presentPaper(row!, exam, await loadNames(scope));
}

/** The papers of an exam type the caller may see now. */
export async function listPapers(
  scope: SignedInScope,
  filter: { exam_type_id: number; session_id: number; class_id?: number },
) {
  const rows = await scope.tx
    .select({ paper: questionPapers, exam: exams })
    .from(questionPapers)
    .innerJoin(
      exams,
      and(eq(exams.tenantId, questionPapers.tenantId), eq(exams.id, questionPapers.examId)),
    )
    .where(
      and(
        eq(questionPapers.tenantId, scope.tenantId),
        eq(exams.examTypeId, filter.exam_type_id),
        eq(exams.sessionId, filter.session_id),
        filter.class_id === undefined ? undefined : eq(exams.classId, filter.class_id),
      ),
    )
    .orderBy(asc(exams.examDate), asc(exams.startTime), asc(exams.id));
  if (rows.length === 0) return [];
  const admin = await isExamAdmin(scope);
  const now = localMinuteIn(scope.timeZone);
  const duties = admin
    ? []
    : [
        ...(await listDutiesOf(scope, scope.user.id, 'setter')),
        ...(await listDutiesOf(scope, scope.user.id, 'checker')),
      ];
  const visible = rows.filter(
    ({ exam }) =>
      admin ||
      examHasStarted(slotOf(exam), now) ||
      duties.some(
        (d) =>
          d.examTypeId === exam.examTypeId &&
          d.sessionId === exam.sessionId &&
          d.classId === exam.classId &&
          d.subjectId === exam.subjectId,
      ),
  );
  const names = await loadNames(scope);
  return visible.map(({ paper, exam }) => presentPaper(paper, exam, names));
}

/** A paper's file, to those who may see it (others get "not found", as for a missing one). */
export async function readPaperFile(scope: SignedInScope, storage: FileStorage, id: number) {
  const [row] = await scope.tx
    .select({ paper: questionPapers, exam: exams })
    .from(questionPapers)
    .innerJoin(
      exams,
      and(eq(exams.tenantId, questionPapers.tenantId), eq(exams.id, questionPapers.examId)),
    )
    .where(and(eq(questionPapers.tenantId, scope.tenantId), eq(questionPapers.id, id)));
  if (!row || !(await maySee(scope, row.exam, await isExamAdmin(scope))))
    throw notFound(m.paperNotFound);
  const bytes = await storage.get(row.paper.fileKey);
  if (!bytes) throw notFound(m.paperNotFound);
  return { bytes, contentType: row.paper.contentType, fileName: row.paper.fileName };
}
