import {
  createTask,
  deleteTask,
  getTaskFile,
  listTasks,
  listTeacherSubjects,
  taskMessages as m,
  notifyTask,
  parentNotifyMessages,
  updateTask,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSection, buildSubject } from '../../../test/factories/academics.ts';
import { testPassword } from '../../../test/factories/auth.ts';
import { buildSchoolDay, buildTeacherAllocation } from '../../../test/factories/school-day.ts';
import { type Client, sendRoute, signedInClient } from '../../../test/helpers/call.ts';
import { multipartBody, sendMultipart } from '../../../test/helpers/multipart.ts';
import {
  expectRefused,
  grantParentPages,
  restoreParentPages,
} from '../../../test/helpers/parents-refused.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../test/helpers/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let smtp: SmtpInbox;
let day: Awaited<ReturnType<typeof buildSchoolDay>>;
let admin: Client;
let teacher: Client;
let ashaFather: Client;
let raviFather: Client;
let mathsId: number;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const homework = {
  mode: 'create',
  type: 'homework',
  title: 'Fractions worksheet',
  submission_date: '2026-11-30',
  have_grade: 1,
  min_marks: 4,
  full_marks: 10,
  remarks: 'Questions 1 to 10.',
} as const;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ jobs: true, smtpUrl: smtp.url });
  day = await buildSchoolDay(t.database.db, 'tasks');
  mathsId = (
    await buildSubject(
      t.database.db,
      day.school.id,
      { name: 'Maths' },
      {
        sessionId: day.session.id,
        classId: day.klass.id,
      },
    )
  ).id;
  await buildTeacherAllocation(t.database.db, day.place, day.teacher.id, mathsId);
  admin = await signedInClient(t, 'tasks', 'admin@tasks', testPassword);
  teacher = await signedInClient(t, 'tasks', 'teacher@tasks', testPassword);
  ashaFather = await signedInClient(t, 'tasks', day.ashaFather.user.username, testPassword);
  raviFather = await signedInClient(t, 'tasks', day.raviFather.user.username, testPassword);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const inClass = () => ({ class_id: day.klass.id, section_id: day.section.id });

describe('create', () => {
  it('adds a typed-in homework with marks, and a monthly planner without date or marks', async () => {
    const created = await teacher.ok(createTask, {
      body: { ...homework, ...inClass(), subject_id: mathsId },
    });
    expect(created.success).toBe(true);
    expect(created.task).toMatchObject({
      title: 'Fractions worksheet',
      have_grade: 1,
      min_marks: 4,
      full_marks: 10,
      subject_name: 'Maths',
      class: { class_name: 'Class 5' },
      section: { section_name: 'A' },
      s3_file_path: null,
    });
    const planner = await admin.ok(createTask, {
      body: {
        mode: 'create',
        type: 'monthly_planner',
        class_id: day.klass.id,
        title: 'November plan',
        month: 'november',
        submission_date: '2026-11-30',
        have_grade: 1,
        min_marks: 1,
        full_marks: 2,
        remarks: 'Units 3 and 4.',
      },
    });
    expect(planner.task).toMatchObject({
      month: 'november',
      submission_date: null,
      have_grade: 0,
      min_marks: null,
      full_marks: null,
      section: null,
    });
  });

  it.each([
    [{ type: undefined }, 'type', m.typeRequired],
    [{ class_id: undefined }, 'class_id', m.classRequired],
    [{ title: ' ' }, 'title', m.titleRequired],
    [{ submission_date: '' }, 'submission_date', m.submissionDateRequired],
    [{ have_grade: undefined }, 'have_grade', m.gradeRequired],
    [{ min_marks: '' }, 'min_marks', m.minMarksRequired],
    [{ full_marks: '' }, 'full_marks', m.maxMarksRequired],
    [{ remarks: '' }, 'remarks', m.remarksRequired],
    [{ type: 'monthly_planner', month: '' }, 'month', m.monthRequired],
  ])('refuses %o with its message', async (change, field, message) => {
    await admin.refused(
      createTask,
      { body: { ...homework, ...inClass(), ...change } as never },
      field,
      message,
    );
  });

  it('needs no marks when the grade is No', async () => {
    const { task } = await admin.ok(createTask, {
      body: {
        ...homework,
        ...inClass(),
        have_grade: 0,
        min_marks: undefined,
        full_marks: undefined,
      },
    });
    expect(task.have_grade).toBe(0);
  });
});

describe('upload', () => {
  let uploadedId: number;

  it('stores a PDF and lets the parent of a child in the class download it', async () => {
    const answer = await sendMultipart(
      t.app,
      teacher,
      createTask,
      multipartBody(
        {
          mode: 'upload',
          type: 'homework',
          ...inClass(),
          title: 'Poem',
          submission_date: '2026-12-01',
          have_grade: 0,
        },
        { filename: 'poem.pdf', bytes: pdf, contentType: 'application/pdf' },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    uploadedId = answer.body.data.task.id;
    expect(answer.body.data.task.s3_file_path).toBe(`/api/school/task/${uploadedId}/file`);
    const download = await downloadAs(ashaFather, uploadedId);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Poem.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a program renamed to .pdf: 'Upload only .docx, .doc, .pdf'", async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64)]);
    const answer = await sendMultipart(
      t.app,
      teacher,
      createTask,
      multipartBody(
        {
          mode: 'upload',
          type: 'homework',
          ...inClass(),
          title: 'Trap',
          submission_date: '2026-12-01',
          have_grade: 0,
        },
        { filename: 'homework.pdf', bytes: exe, contentType: 'application/pdf' },
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.uploadOnly);
  });

  it('refuses an upload without a file and one over 5 MB', async () => {
    const fields = {
      mode: 'upload',
      type: 'homework',
      ...inClass(),
      title: 'None',
      submission_date: '2026-12-01',
      have_grade: 0,
    };
    const none = await sendMultipart(t.app, teacher, createTask, multipartBody(fields));
    expect(none.body.message).toBe(m.chooseFile);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await sendMultipart(
      t.app,
      teacher,
      createTask,
      multipartBody(fields, { filename: 'big.pdf', bytes: big }),
    );
    expect([400, 413]).toContain(tooBig.status);
  });

  it("hides another class's file from a parent (404)", async () => {
    const other = await buildSchoolDayTask();
    expect((await downloadAs(raviFather, other)).statusCode).toBe(404);
    expect((await downloadAs(admin, other)).statusCode).toBe(200);
    expect((await downloadAs(raviFather, uploadedId)).statusCode).toBe(200);
  });
});

const downloadAs = (client: Client, id: number) =>
  sendRoute(t.app, getTaskFile, { params: { id } }, { host: client.host, cookie: client.cookie });

/** A task for a class neither family's child is in. */
async function buildSchoolDayTask() {
  const { buildClass } = await import('../../../test/factories/academics.ts');
  const other = await buildClass(t.database.db, day.school.id, { name: 'Class 9' });
  const answer = await sendMultipart(
    t.app,
    admin,
    createTask,
    multipartBody(
      {
        mode: 'upload',
        type: 'homework',
        class_id: other.id,
        title: 'Other',
        submission_date: '2026-12-01',
        have_grade: 0,
      },
      { filename: 'x.pdf', bytes: pdf },
    ),
  );
  return answer.body.data.task.id as number;
}

describe('search, edit, delete', () => {
  it('finds tasks by created and by submission date; a parent by date, only their children', async () => {
    const created = await admin.ok(createTask, {
      body: { ...homework, ...inClass(), title: 'Due on the 20th', submission_date: '2026-12-20' },
    });
    const byDue = await admin.ok(listTasks, {
      query: { type: 'homework', submission_date: '2026-12-20' },
    });
    expect(byDue.map((row) => row.id)).toEqual([created.task.id]);
    const byCreated = await admin.ok(listTasks, {
      query: { type: 'homework', created_date: created.task.created_date, ...inClass() },
    });
    expect(byCreated.map((row) => row.id)).toContain(created.task.id);
    const parentView = await ashaFather.ok(listTasks, {
      query: { type: 'homework', date: '2026-12-20' },
    });
    expect(parentView.map((row) => row.id)).toEqual([created.task.id]);
    const everyParentTask = await ashaFather.ok(listTasks, { query: { type: 'homework' } });
    expect(everyParentTask.every((row) => row.class_id === day.klass.id)).toBe(true);
  });

  it("answers a parent nothing for another family's child", async () => {
    const rows = await ashaFather.call(listTasks, {
      query: { type: 'homework', student_id: day.ravi },
    });
    expect(rows.status).toBe(404);
  });

  it('edits and deletes; the edit form has its messages', async () => {
    const { task } = await admin.ok(createTask, { body: { ...homework, ...inClass() } });
    const edit = {
      type: 'homework',
      title: 'Changed',
      submission_date: '2026-12-02',
      have_grade: 0,
      remarks: 'x',
    } as const;
    const changed = await teacher.ok(updateTask, { params: { id: task.id }, body: edit });
    expect(changed).toMatchObject({ title: 'Changed', have_grade: 0, min_marks: null });
    await admin.refused(
      updateTask,
      { params: { id: task.id }, body: { ...edit, submission_date: '' } },
      'submission_date',
      m.submissionDateRequired,
    );
    await admin.refused(
      updateTask,
      { params: { id: task.id }, body: { ...edit, have_grade: 1 } },
      'min_marks',
      m.minMarksRequired,
    );
    await admin.ok(deleteTask, { params: { id: task.id } });
    expect((await admin.call(deleteTask, { params: { id: task.id } })).status).toBe(404);
  });

  it('refuses parents the writes (403)', async () => {
    const answer = await ashaFather.call(createTask, { body: { ...homework, ...inClass() } });
    expect(answer.status).toBe(403);
  });

  it('refuses parents every write even when the admin gives parents the task pages', async () => {
    const { task } = await admin.ok(createTask, { body: { ...homework, ...inClass() } });
    await grantParentPages(admin, ['homework']);
    try {
      const refused = (answer: Parameters<typeof expectRefused>[0]) =>
        expectRefused(answer, m.parentsCannotWrite);
      await refused(ashaFather.call(createTask, { body: { ...homework, ...inClass() } }));
      await refused(
        ashaFather.call(updateTask, {
          params: { id: task.id },
          body: { type: 'homework', title: 'Parent', submission_date: '2026-12-02', have_grade: 0 },
        }),
      );
      await refused(ashaFather.call(deleteTask, { params: { id: task.id } }));
      await refused(
        ashaFather.call(notifyTask, { body: { id: task.id, email: true, father: true } }),
      );
      await refused(ashaFather.call(listTeacherSubjects, { query: { class_id: day.klass.id } }));
      const mine = await ashaFather.ok(listTasks, {
        query: { type: 'homework', date: homework.submission_date },
      });
      expect(mine).toContainEqual(expect.objectContaining({ id: task.id, title: homework.title }));
    } finally {
      await restoreParentPages(admin);
    }
  });

  it('lets a teacher write only the tasks of the classes they teach (403 otherwise)', async () => {
    const db = t.database.db;
    const tenantId = day.school.id;
    const sectionB = await buildSection(
      db,
      { tenantId, sessionId: day.session.id, classId: day.klass.id },
      { name: 'B' },
    );
    const six = await buildClass(db, tenantId, { name: 'Class 6' });
    const notTaught = [{ class_id: day.klass.id, section_id: sectionB.id }, { class_id: six.id }];
    for (const place of notTaught) {
      const answer = await teacher.call(createTask, { body: { ...homework, ...place } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.message).toBe(m.notYourClass);
      // The school's other staff with the page give tasks to every class.
      await admin.ok(createTask, { body: { ...homework, ...place } });
    }
    // Another teacher's class: their task cannot be changed or deleted by this teacher.
    const { task } = await admin.ok(createTask, { body: { ...homework, ...notTaught[1]! } });
    const edit = {
      type: 'homework',
      title: 'Mine now',
      submission_date: '2026-12-02',
      have_grade: 0,
    } as const;
    const update = await teacher.call(updateTask, { params: { id: task.id }, body: edit });
    expect(update.status).toBe(403);
    expect((await teacher.call(deleteTask, { params: { id: task.id } })).status).toBe(403);
    const other = await signedInClient(t, 'tasks', day.otherTeacher.username, testPassword);
    const mine = await teacher.ok(createTask, { body: { ...homework, ...inClass() } });
    expect((await other.call(deleteTask, { params: { id: mine.task.id } })).status).toBe(403);
    await teacher.ok(deleteTask, { params: { id: mine.task.id } });
  });

  it('answers a teacher the subjects they teach in the class', async () => {
    await buildSubject(
      t.database.db,
      day.school.id,
      { name: 'Art' },
      {
        sessionId: day.session.id,
        classId: day.klass.id,
      },
    );
    const mine = await teacher.ok(listTeacherSubjects, { query: { class_id: day.klass.id } });
    expect(mine.map((option) => option.label)).toEqual(['Maths']);
    const all = await admin.ok(listTeacherSubjects, { query: { class_id: day.klass.id } });
    expect(all.map((option) => option.label)).toEqual(['Art', 'Maths']);
  });
});

describe('Push Notification Task', () => {
  it('needs a channel and a parent', async () => {
    const { task } = await admin.ok(createTask, { body: { ...homework, ...inClass() } });
    await admin.refused(
      notifyTask,
      { body: { id: task.id, father: true } },
      'notify_web_app',
      parentNotifyMessages.chooseChannel,
    );
    await admin.refused(
      notifyTask,
      { body: { id: task.id, email: true } },
      'father',
      parentNotifyMessages.chooseParent,
    );
  });

  it('e-mails each chosen parent once, however often it is pressed', async () => {
    const { task } = await admin.ok(createTask, {
      body: { ...homework, ...inClass(), title: 'Notify me once' },
    });
    const first = await teacher.ok(notifyTask, {
      body: { id: task.id, email: true, father: true },
    });
    expect(first).toEqual({ recipients: 2, queued: 2 });
    await waitFor(() => mailsAbout('Notify me once').length === 2);
    const again = await teacher.ok(notifyTask, {
      body: { id: task.id, email: true, father: true, mother: true },
    });
    expect(again).toEqual({ recipients: 3, queued: 1 });
    await waitFor(() => mailsAbout('Notify me once').length === 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const to = mailsAbout('Notify me once')
      .flatMap((mail) => mail.to)
      .sort();
    expect(to).toEqual(
      [day.ashaFather.user.email, day.ashaMother.user.email, day.raviFather.user.email].sort(),
    );
  });
});

const mailsAbout = (text: string) => smtp.mails.filter((mail) => mail.raw.includes(text));

async function waitFor(done: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
