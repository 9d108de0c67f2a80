import {
  approveRegistration,
  declineRegistration,
  getPublicRegistrationForm,
  getRegistrationStatus,
  getStudent,
  listRegistrations,
  registrationReferencePattern,
  setRegistrationStatus,
  submitPublicRegistration,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordsSchool, type RecordsSchool } from '../../../test/factories/student-records.ts';
import { type Client, clientOf } from '../../../test/helpers/call.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: RecordsSchool;
let visitor: Client;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildRecordsSchool(t, 'admissions');
  visitor = clientOf(t.app, { host: hostOf('admissions') });
});
afterAll(() => t?.close());

let sequence = 0;
const form = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    student_name: `Kavya Menon ${sequence}`,
    class_id: s.nursery,
    gender: 'Female' as const,
    date_of_birth: '2021-03-04',
    father_name: 'Suresh Menon',
    father_mobile: `98${String(sequence).padStart(8, '0')}`,
    mother_name: 'Lakshmi Menon',
    address: '4 Lake View, Kochi',
    website: '',
    ...overrides,
  };
};

const pending = () => s.admin.ok(listRegistrations, { query: { status: 0 } });

describe('the switch and the public form', () => {
  it('is closed until switched on for the session, then open', async () => {
    expect((await visitor.ok(getPublicRegistrationForm)).open).toBe(false);
    const closed = await visitor.call(submitPublicRegistration, { body: form() });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('Online registration is closed for this school.');

    await s.admin.refused(
      setRegistrationStatus,
      { body: { status: 1 } } as never,
      'session_id',
      'Please select a session',
    );
    await s.admin.ok(setRegistrationStatus, { body: { session_id: s.sessionId, status: 1 } });
    expect(await s.admin.ok(getRegistrationStatus, { query: {} })).toEqual({
      session_id: s.sessionId,
      status: 1,
    });
    const open = await visitor.ok(getPublicRegistrationForm);
    expect(open).toMatchObject({ open: true, school_name: 'admissions Public School' });
    expect(open.classes.map((c) => c.label)).toEqual(['Class 5', 'Nursery']);
  });

  it('takes a registration without sign-in and answers its reference; staff see it unverified', async () => {
    const body = form();
    const answer = await visitor.call(submitPublicRegistration, { body });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/registration has been received/);
    const { reference } = answer.body.data as { reference: string };
    expect(reference).toMatch(registrationReferencePattern);
    const rows = await pending();
    expect(rows.find((row) => row.student_name === body.student_name)).toMatchObject({
      reference,
      class_name: 'Nursery',
      status: 0,
      father_mobile: body.father_mobile,
    });
    // Another family gets another reference.
    const next = await visitor.ok(submitPublicRegistration, { body: form() });
    expect(next.reference).toMatch(registrationReferencePattern);
    expect(next.reference).not.toBe(reference);
  });

  it.each([
    ['student_name', { student_name: ' ' }, "Please enter the student's name"],
    ['class_id', { class_id: undefined }, 'Please select a class'],
    ['gender', { gender: 'X' }, 'Please select a gender'],
    ['date_of_birth', { date_of_birth: '2099-01-01' }, 'Date of birth cannot be in the future'],
    ['father_name', { father_name: '' }, "Please enter the father's name"],
    ['father_mobile', { father_mobile: '' }, 'Please enter a mobile number or e-mail of a parent'],
  ])('refuses a bad %s with its message', async (field, overrides, message) => {
    await visitor.refused(
      submitPublicRegistration,
      { body: form(overrides) } as never,
      field,
      message,
    );
  });

  it("refuses a class of no school's list", async () => {
    await visitor.refused(
      submitPublicRegistration,
      { body: form({ class_id: 999999 }) },
      'class_id',
      'Please select a class',
    );
  });

  it('thanks a bot that filled the honeypot and stores nothing', async () => {
    const before = (await pending()).length;
    const bot = await visitor.call(submitPublicRegistration, {
      body: form({ website: 'http://spam.example' }),
    });
    expect(bot.status).toBe(200);
    // Thanked like a family, with a reference that names no registrant.
    const { reference } = bot.body.data as { reference: string };
    expect(reference).toMatch(registrationReferencePattern);
    expect((await pending()).length).toBe(before);
    expect((await pending()).some((row) => row.reference === reference)).toBe(false);
  });

  it('refuses an oversized body unread, and an address that registers too often', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/common/online-student-registration',
      headers: { host: hostOf('admissions'), 'content-type': 'application/json' },
      payload: JSON.stringify(form({ address: 'x'.repeat(140_000) })),
    });
    expect(big.statusCode).toBe(413);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/common/online-student-registration',
        headers: { host: hostOf('admissions'), 'content-type': 'application/json' },
        payload: JSON.stringify(form()),
        remoteAddress: '203.0.113.9',
      });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('approve and decline', () => {
  it('approves through the admission flow: a student with a parent account', async () => {
    const body = form();
    await visitor.ok(submitPublicRegistration, { body });
    const row = (await pending()).find((r) => r.student_name === body.student_name)!;
    const admitted = await s.admin.ok(approveRegistration, { body: { row: { id: row.id } } });
    expect(admitted.student_name).toBe(body.student_name);
    expect(admitted.admission_no).toBeTruthy();
    expect(admitted.parents.find((p) => p.parent_type === 1)).toMatchObject({ account: 'created' });

    const student = await s.admin.ok(getStudent, { params: { id: admitted.student_id } });
    expect(student).toMatchObject({
      first_name: 'Kavya',
      gender: 'Female',
      date_of_birth: '2021-03-04',
    });
    expect(student.father?.mobile).toBe(body.father_mobile);
    expect(student.programs[0]).toMatchObject({ class_name: 'Nursery' });

    expect((await pending()).some((r) => r.id === row.id)).toBe(false);
    const verified = await s.admin.ok(listRegistrations, {
      query: { status: 1, class_id: s.nursery },
    });
    expect(verified.find((r) => r.id === row.id)).toMatchObject({
      status: 1,
      student_id: admitted.student_id,
    });
    expect(
      (await s.admin.call(approveRegistration, { body: { row: { id: row.id } } })).status,
    ).toBe(404);
    expect((await s.admin.call(declineRegistration, { params: { id: row.id } })).status).toBe(404);
  });

  it('asks for a section when the class has sections', async () => {
    await visitor.ok(submitPublicRegistration, { body: form({ class_id: s.five }) });
    const row = (await pending()).find((r) => r.class_id === s.five)!;
    const refused = await s.admin.call(approveRegistration, { body: { row: { id: row.id } } });
    expect(refused.status).toBe(400);
    const admitted = await s.admin.ok(approveRegistration, {
      body: { row: { id: row.id, section_id: s.sectionB } },
    });
    const student = await s.admin.ok(getStudent, { params: { id: admitted.student_id } });
    expect(student.programs[0]).toMatchObject({ class_name: 'Class 5', section_name: 'B' });
  });

  it('declines by deleting the registrant', async () => {
    const [row] = await pending();
    await s.admin.ok(declineRegistration, { params: { id: row!.id } });
    expect((await pending()).some((r) => r.id === row!.id)).toBe(false);
  });

  it('keeps parents out of the staff calls', async () => {
    expect((await s.parent.call(listRegistrations, { query: { status: 0 } })).status).toBe(403);
    expect(
      (await s.parent.call(setRegistrationStatus, { body: { session_id: s.sessionId, status: 0 } }))
        .status,
    ).toBe(403);
  });
});
