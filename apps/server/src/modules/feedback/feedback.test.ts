import {
  addFeedbackQuestion,
  deleteFeedbackQuestion,
  giveFeedback,
  giveStaffFeedback,
  listFeedbackQuestions,
  listMyStaffFeedback,
  listStaffFeedback,
  listStudentFeedback,
  feedbackMessages as m,
  searchFeedbackStudents,
  updateFeedbackQuestion,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../../../test/factories/auth.ts';
import { buildSchoolDay } from '../../../test/factories/school-day.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let day: Awaited<ReturnType<typeof buildSchoolDay>>;
let admin: Client;
let teacher: Client;
let otherTeacher: Client;
let ashaFather: Client;

beforeAll(async () => {
  t = await createTestApp();
  day = await buildSchoolDay(t.database.db, 'feedback');
  admin = await signedInClient(t, 'feedback', 'admin@feedback', testPassword);
  teacher = await signedInClient(t, 'feedback', 'teacher@feedback', testPassword);
  otherTeacher = await signedInClient(t, 'feedback', 'teacher2@feedback', testPassword);
  ashaFather = await signedInClient(t, 'feedback', day.ashaFather.user.username, testPassword);
});
afterAll(() => t?.close());

describe('classwise student feedback', () => {
  it('gives and views feedback; the search lists the class with counts', async () => {
    const given = await teacher.ok(giveFeedback, {
      body: { comment: 'Reads well.', student_id: day.asha },
    });
    expect(given.feedbackByUser.full_name).toBe('Test teacher@feedback');
    const rows = await admin.ok(searchFeedbackStudents, {
      query: { class_id: day.klass.id, section_id: day.section.id },
    });
    expect(rows.map((row) => [row.Student.student_name, row.feedback_count])).toEqual([
      ['Asha Rao', 1],
      ['Ravi Kumar', 0],
    ]);
    const byName = await admin.ok(searchFeedbackStudents, {
      query: { class_id: day.klass.id, student_name: 'ravi' },
    });
    expect(byName.map((row) => row.student_id)).toEqual([day.ravi]);
    const list = await admin.ok(listStudentFeedback, { query: { student_id: day.asha } });
    expect(list.map((row) => row.comment)).toEqual(['Reads well.']);
  });

  it('refuses an empty feedback and a search without a class', async () => {
    await teacher.refused(
      giveFeedback,
      { body: { comment: ' ', student_id: day.asha } },
      'comment',
      m.commentRequired,
    );
    await teacher.refused(
      searchFeedbackStudents,
      { query: {} as never },
      'class_id',
      m.classRequired,
    );
  });

  it("lets a parent read only their own child's feedback, and give none", async () => {
    const own = await ashaFather.ok(listStudentFeedback, { query: { student_id: day.asha } });
    expect(own.length).toBe(1);
    expect(
      (await ashaFather.call(listStudentFeedback, { query: { student_id: day.ravi } })).status,
    ).toBe(404);
    const give = await ashaFather.call(giveFeedback, {
      body: { comment: 'x', student_id: day.asha },
    });
    expect(give.status).toBe(403);
    expect(give.body.message).toBe(m.parentsCannotGive);
  });
});

describe('staff feedback', () => {
  it('questions are set at /feedback_setting', async () => {
    const q1 = await admin.ok(addFeedbackQuestion, { body: { question: 'Explains clearly' } });
    const q2 = await admin.ok(addFeedbackQuestion, { body: { question: 'Approachable' } });
    await admin.ok(updateFeedbackQuestion, { body: { id: q2.id, question: 'Is approachable' } });
    const extra = await admin.ok(addFeedbackQuestion, { body: { question: 'To delete' } });
    await admin.ok(deleteFeedbackQuestion, { params: { id: extra.id } });
    await admin.refused(
      addFeedbackQuestion,
      { body: { question: '' } },
      'question',
      m.questionRequired,
    );
    expect((await ashaFather.ok(listFeedbackQuestions)).map((q) => q.id)).toEqual([q1.id, q2.id]);
    expect((await teacher.call(addFeedbackQuestion, { body: { question: 'x' } })).status).toBe(403);
  });

  it("a parent rates their child's teacher; the teacher sees it, the admin sees all", async () => {
    const questions = await ashaFather.ok(listFeedbackQuestions);
    const answers = questions.map((q, index) => ({ question_id: q.id, rating: 4 + index }));
    await ashaFather.refused(
      giveStaffFeedback,
      { body: { student_id: day.asha, teacher_id: day.otherTeacher.id, answers } },
      'teacher_id',
      m.notTheirTeacher,
    );
    await ashaFather.refused(
      giveStaffFeedback,
      { body: { student_id: day.asha, teacher_id: day.teacher.id, answers: answers.slice(0, 1) } },
      'answers',
      m.ratingRequired,
    );
    expect(
      (
        await ashaFather.call(giveStaffFeedback, {
          body: { student_id: day.ravi, teacher_id: day.teacher.id, answers },
        })
      ).status,
    ).toBe(404);
    const row = await ashaFather.ok(giveStaffFeedback, {
      body: { student_id: day.asha, teacher_id: day.teacher.id, answers, comment: 'Thank you' },
    });
    expect(row).toMatchObject({ average: 4.5, student_name: 'Asha Rao', class_name: 'Class 5 A' });
    expect((await teacher.ok(listMyStaffFeedback, { query: {} })).map((r) => r.id)).toEqual([
      row.id,
    ]);
    expect(await otherTeacher.ok(listMyStaffFeedback, { query: {} })).toEqual([]);
    expect((await admin.ok(listStaffFeedback, { query: {} })).map((r) => r.id)).toEqual([row.id]);
    expect((await teacher.call(listStaffFeedback, { query: {} })).status).toBe(403);
  });
});
