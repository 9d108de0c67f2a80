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
import type { SignedInContext } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { detectDocumentType, documentContentTypes } from '../../platform/storage/document-type.ts';
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
async function maySee(ctx: SignedInContext, exam: ExamRecord, admin: boolean) {
  if (admin) return true;
  if (examHasStarted(slotOf(exam), localMinuteIn(ctx.tenant.timeZone))) return true;
  return hasDuty(ctx.tx, ctx.tenant.id, ctx.user.id, ['setter', 'checker'], paperOf(exam));
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
export async function uploadPaper(ctx: SignedInContext, examId: number, files: UploadedFile[]) {
  const { exam } = await findExam(ctx.tx, ctx.tenant.id, examId);
  const admin = await isExamAdmin(ctx);
  if (!admin && !(await hasDuty(ctx.tx, ctx.tenant.id, ctx.user.id, ['setter'], paperOf(exam))))
    throw new AppError('FORBIDDEN', m.notSetter);
  const file = files.find((f) => f.field === 'file') ?? files[0];
  if (!file || file.bytes.length === 0) throw badRequest(m.chooseFile, 'file');
  if (file.bytes.length > paperMaxBytes) throw badRequest(m.paperTooLarge, 'file');
  const type = detectDocumentType(file.bytes);
  if (!type) throw badRequest(m.notADocument, 'file');
  const fileKey = `schools/${ctx.tenant.id}/question-papers/${randomUUID()}.${type}`;
  const fileName = file.filename.replace(/[^\w .()-]/g, '_').slice(0, 120) || `paper.${type}`;
  const [previous] = await ctx.tx
    .select()
    .from(questionPapers)
    .where(and(eq(questionPapers.tenantId, ctx.tenant.id), eq(questionPapers.examId, examId)));
  const values = {
    fileKey,
    fileName,
    contentType: documentContentTypes[type],
    uploadedBy: ctx.user.id,
    uploadedAt: new Date(),
  };
  const [row] = previous
    ? await ctx.tx
        .update(questionPapers)
        .set(values)
        .where(and(eq(questionPapers.tenantId, ctx.tenant.id), eq(questionPapers.id, previous.id)))
        .returning()
    : await ctx.tx
        .insert(questionPapers)
        .values({ tenantId: ctx.tenant.id, examId, ...values })
        .returning();
  await ctx.services.storage.put(fileKey, file.bytes, type);
  if (previous) ctx.afterCommit.push(() => ctx.services.storage.delete(previous.fileKey));
  return presentPaper(row!, exam, await loadNames(ctx.tx, ctx.tenant.id));
}

/** The papers of an exam type the caller may see now. */
export async function listPapers(
  ctx: SignedInContext,
  filter: { exam_type_id: number; session_id: number; class_id?: number },
) {
  const rows = await ctx.tx
    .select({ paper: questionPapers, exam: exams })
    .from(questionPapers)
    .innerJoin(
      exams,
      and(eq(exams.tenantId, questionPapers.tenantId), eq(exams.id, questionPapers.examId)),
    )
    .where(
      and(
        eq(questionPapers.tenantId, ctx.tenant.id),
        eq(exams.examTypeId, filter.exam_type_id),
        eq(exams.sessionId, filter.session_id),
        filter.class_id === undefined ? undefined : eq(exams.classId, filter.class_id),
      ),
    )
    .orderBy(asc(exams.examDate), asc(exams.startTime), asc(exams.id));
  if (rows.length === 0) return [];
  const admin = await isExamAdmin(ctx);
  const now = localMinuteIn(ctx.tenant.timeZone);
  const duties = admin
    ? []
    : [
        ...(await listDutiesOf(ctx.tx, ctx.tenant.id, ctx.user.id, 'setter')),
        ...(await listDutiesOf(ctx.tx, ctx.tenant.id, ctx.user.id, 'checker')),
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
  const names = await loadNames(ctx.tx, ctx.tenant.id);
  return visible.map(({ paper, exam }) => presentPaper(paper, exam, names));
}

/** A paper's file, to those who may see it (others get "not found", as for a missing one). */
export async function readPaperFile(ctx: SignedInContext, id: number) {
  const [row] = await ctx.tx
    .select({ paper: questionPapers, exam: exams })
    .from(questionPapers)
    .innerJoin(
      exams,
      and(eq(exams.tenantId, questionPapers.tenantId), eq(exams.id, questionPapers.examId)),
    )
    .where(and(eq(questionPapers.tenantId, ctx.tenant.id), eq(questionPapers.id, id)));
  if (!row || !(await maySee(ctx, row.exam, await isExamAdmin(ctx))))
    throw notFound(m.paperNotFound);
  const bytes = await ctx.services.storage.get(row.paper.fileKey);
  if (!bytes) throw notFound(m.paperNotFound);
  return { bytes, contentType: row.paper.contentType, fileName: row.paper.fileName };
}
