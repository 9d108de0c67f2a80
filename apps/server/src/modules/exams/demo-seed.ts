import { addDays, todayIn } from '@shala/contracts';
import type { Tx } from '../../platform/db/connect.ts';
import { scopeOf } from '../../platform/scope.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { findCurrentSession, listClassOptions, listSubjectOptions } from '../academics/index.ts';
import { listStaffUsers } from '../staff/index.ts';
import { listClassRoster } from './exam-lookups.ts';
import { examDuties, examMarks, exams, examTypes, questionPapers } from './tables.ts';

/** A one-page PDF with a line of text: the demo's question paper. */
const demoPaperPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A mark that looks real and repeats from seed to seed: 20% to 100% of full marks. */
const demoMark = (studentId: number, subjectId: number, full: number) =>
  Math.round(full * (0.2 + ((studentId * 37 + subjectId * 11) % 81) / 100));

/**
 * Exams of the demo school: Periodic Test 1 (weight 20) held two months ago, marked and
 * published; Half Yearly (weight 80) held last week for every class, not yet marked, with the
 * demo teacher checking Mathematics and setting the paper of the first class's second subject.
 */
export async function seedExams(tx: Tx, tenantId: number, timeZone: string, storage?: FileStorage) {
  const session = await findCurrentSession(tx, tenantId);
  if (!session) return;
  const [periodic, halfYearly] = await tx
    .insert(examTypes)
    .values([
      { tenantId, name: 'Periodic Test 1', weight: 20 },
      { tenantId, name: 'Half Yearly', weight: 80 },
    ])
    .onConflictDoNothing()
    .returning();
  if (!periodic || !halfYearly) return;
  const today = todayIn(timeZone);
  const teacher = (await listStaffUsers(tx, tenantId)).find((u) =>
    u.username.startsWith('teacher@'),
  );
  const classes = await listClassOptions(tx, tenantId);
  for (const [classIndex, schoolClass] of classes.entries()) {
    const subjects = (
      await listSubjectOptions(tx, tenantId, {
        class_id: schoolClass.value,
        session_id: session.id,
      })
    ).slice(0, 4);
    if (subjects.length === 0) continue;
    const place = { tenantId, sessionId: session.id, classId: schoolClass.value };
    const papers = await tx
      .insert(exams)
      .values(
        subjects.flatMap((subject, index) => [
          {
            ...place,
            examTypeId: periodic.id,
            subjectId: subject.value,
            examDate: addDays(today, -60 + index),
            startTime: '09:00',
            endTime: '10:00',
            fullMark: 25,
            minMark: 9,
            resultPublished: true,
          },
          {
            ...place,
            examTypeId: halfYearly.id,
            subjectId: subject.value,
            examDate: addDays(today, -7 + index),
            startTime: '10:00',
            endTime: '13:00',
            fullMark: 80,
            minMark: 27,
          },
        ]),
      )
      .returning();
    const scope = scopeOf(tx, { id: tenantId, timeZone });
    const roster = await listClassRoster(scope, session.id, schoolClass.value);
    const periodicPapers = papers.filter((p) => p.examTypeId === periodic.id);
    if (roster.length)
      await tx.insert(examMarks).values(
        periodicPapers.flatMap((paper) =>
          roster.map((student) => ({
            tenantId,
            examId: paper.id,
            studentId: student.student_id,
            obtainMark: demoMark(student.student_id, paper.subjectId, paper.fullMark),
            enteredBy: teacher?.user_id ?? 0,
          })),
        ),
      );
    if (!teacher) continue;
    const maths = subjects.find((s) => /math/i.test(s.label)) ?? subjects[0]!;
    await tx.insert(examDuties).values({
      ...place,
      kind: 'checker',
      examTypeId: halfYearly.id,
      subjectId: maths.value,
      teacherId: teacher.user_id,
    });
    const second = subjects[1];
    if (classIndex === 0 && second) {
      await tx.insert(examDuties).values({
        ...place,
        kind: 'setter',
        examTypeId: halfYearly.id,
        subjectId: second.value,
        teacherId: teacher.user_id,
      });
      const exam = papers.find(
        (p) => p.examTypeId === halfYearly.id && p.subjectId === second.value,
      )!;
      const fileKey = `schools/${tenantId}/question-papers/demo-${exam.id}.pdf`;
      await storage?.put(fileKey, demoPaperPdf, 'application/pdf');
      await tx.insert(questionPapers).values({
        tenantId,
        examId: exam.id,
        fileKey,
        fileName: `${second.label} question paper.pdf`,
        contentType: 'application/pdf',
        uploadedBy: teacher.user_id,
      });
    }
  }
}
