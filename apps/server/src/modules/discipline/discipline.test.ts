import {
  createIncident,
  deleteIncident,
  listIncidents,
  listStudentIncidents,
  disciplineMessages as m,
  notifyIncident,
  parentNotifyMessages,
  updateIncident,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../../../test/factories/auth.ts';
import { buildSchoolDay } from '../../../test/factories/school-day.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
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
let otherTeacher: Client;
let ashaFather: Client;

const incident = () => ({
  class_id: day.klass.id,
  section_id: day.section.id,
  student_id: day.asha,
  incident_type: 'Fighting',
  incident_date: '2026-11-02',
  consequences: 'Warning',
  incident_details: 'Pushed a classmate.',
});

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ jobs: true, smtpUrl: smtp.url });
  day = await buildSchoolDay(t.database.db, 'discipline');
  admin = await signedInClient(t, 'discipline', 'admin@discipline', testPassword);
  teacher = await signedInClient(t, 'discipline', 'teacher@discipline', testPassword);
  otherTeacher = await signedInClient(t, 'discipline', 'teacher2@discipline', testPassword);
  ashaFather = await signedInClient(t, 'discipline', day.ashaFather.user.username, testPassword);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('add', () => {
  it('records an incident with the names the list shows', async () => {
    const row = await admin.ok(createIncident, { body: incident() });
    expect(row).toMatchObject({
      incident_type: 'Fighting',
      studentDetails: { student_name: 'Asha Rao' },
      programDetails: { class_name: 'Class 5', section_name: 'A' },
      userDetails: { full_name: 'Test admin@discipline' },
    });
  });

  it.each([
    [{ class_id: undefined }, 'class_id', m.classRequired],
    [{ student_id: undefined }, 'student_id', m.studentRequired],
    [{ incident_type: '' }, 'incident_type', m.typeRequired],
    [{ incident_date: '' }, 'incident_date', m.dateRequired],
    [{ consequences: ' ' }, 'consequences', m.consequencesRequired],
    [{ incident_details: '' }, 'incident_details', m.detailsRequired],
    [{ incident_date: '2099-01-01' }, 'incident_date', m.futureDate],
    [{ section_id: 999999 }, 'student_id', m.notInClass],
  ])('refuses %o with its message', async (change, field, message) => {
    await admin.refused(
      createIncident,
      { body: { ...incident(), ...change } as never },
      field,
      message,
    );
  });

  it('refuses parents (403)', async () => {
    expect((await ashaFather.call(createIncident, { body: incident() })).status).toBe(403);
  });
});

describe('parents (§6: they cannot add incidents)', () => {
  it('refuses a parent every write even when the admin gives parents the discipline pages', async () => {
    const row = await admin.ok(createIncident, { body: incident() });
    await grantParentPages(admin, ['discipline']);
    try {
      await expectRefused(
        ashaFather.call(createIncident, { body: incident() }),
        m.parentsCannotAdd,
      );
      const change = {
        id: row.id,
        incident_type: 'Nothing',
        incident_date: '2026-11-02',
        consequences: 'None',
        incident_details: 'Changed by a parent.',
      };
      await expectRefused(ashaFather.call(updateIncident, { body: change }), m.parentsCannotChange);
      await expectRefused(
        ashaFather.call(deleteIncident, { params: { id: row.id } }),
        m.parentsCannotChange,
      );
      await expectRefused(
        ashaFather.call(notifyIncident, { body: { id: row.id, email: true, father: true } }),
        m.parentsCannotChange,
      );
      expect(await admin.ok(listStudentIncidents, { params: { id: day.asha } })).toContainEqual(
        expect.objectContaining({ id: row.id, incident_type: 'Fighting' }),
      );
    } finally {
      await restoreParentPages(admin);
    }
  });
});

describe('list, view, edit, delete', () => {
  it('filters by class and section for staff; a parent sees only their children', async () => {
    await admin.ok(createIncident, {
      body: { ...incident(), student_id: day.ravi, incident_type: 'Late' },
    });
    const all = await admin.ok(listIncidents, {
      query: { class_id: day.klass.id, section_id: day.section.id },
    });
    expect(new Set(all.map((row) => row.student_id))).toEqual(new Set([day.asha, day.ravi]));
    const mine = await ashaFather.ok(listIncidents, { query: {} });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.student_id === day.asha)).toBe(true);
    expect((await ashaFather.call(listStudentIncidents, { params: { id: day.ravi } })).status).toBe(
      404,
    );
    const own = await ashaFather.ok(listStudentIncidents, { params: { id: day.asha } });
    expect(own.every((row) => row.student_id === day.asha)).toBe(true);
  });

  it("shows a teacher (role 6) their classes' incidents without a filter", async () => {
    const own = await teacher.ok(listIncidents, { query: {} });
    expect(own.length).toBeGreaterThanOrEqual(2);
    const other = await otherTeacher.ok(listIncidents, { query: { class_id: day.klass.id } });
    expect(other).toEqual([]);
  });

  it("updates ('Update Incident'), needs the date, deletes", async () => {
    const row = await admin.ok(createIncident, { body: incident() });
    const body = {
      id: row.id,
      incident_type: 'Bullying',
      incident_date: '2026-11-03',
      consequences: 'Detention',
      incident_details: 'Again.',
    };
    expect(await admin.ok(updateIncident, { body })).toMatchObject({
      incident_type: 'Bullying',
      incident_date: '2026-11-03',
    });
    await admin.refused(
      updateIncident,
      { body: { ...body, incident_date: '' } },
      'incident_date',
      m.dateRequired,
    );
    await admin.ok(deleteIncident, { params: { id: row.id } });
    expect((await admin.call(deleteIncident, { params: { id: row.id } })).status).toBe(404);
  });
});

describe('Notify Parent', () => {
  it('needs a channel and a parent', async () => {
    const row = await admin.ok(createIncident, { body: incident() });
    await admin.refused(
      notifyIncident,
      { body: { id: row.id, father: true } },
      'notify_web_app',
      parentNotifyMessages.chooseChannel,
    );
    await admin.refused(
      notifyIncident,
      { body: { id: row.id, email: true } },
      'father',
      parentNotifyMessages.chooseParent,
    );
  });

  it("e-mails the student's chosen parents once, however often it is pressed", async () => {
    const row = await admin.ok(createIncident, {
      body: { ...incident(), incident_details: 'Broke a window once.' },
    });
    const choice = { id: row.id, email: true, father: true, mother: true };
    expect(await admin.ok(notifyIncident, { body: choice })).toEqual({ recipients: 2, queued: 2 });
    expect(await admin.ok(notifyIncident, { body: choice })).toEqual({ recipients: 2, queued: 0 });
    const about = () => smtp.mails.filter((mail) => mail.raw.includes('Broke a window once.'));
    const deadline = Date.now() + 20_000;
    while (about().length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      about()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([day.ashaFather.user.email, day.ashaMother.user.email].sort());
  });
});
