import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';

/** The shared lookups of operations §7: shapes, who may call them, and each school's own rows. */
let t: TestApp;
const cookies: Record<string, string> = {};

async function get(url: string, who = 'admin@greenwood') {
  const school = who.split('@')[1]!;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { host: hostOf(school), cookie: cookies[who]! },
  });
  return { status: response.statusCode, body: response.json() };
}
async function data(url: string, who?: string) {
  const answer = await get(url, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  for (const who of ['admin@greenwood', 'teacher@greenwood', 'parent@greenwood', 'admin@riverside'])
    cookies[who] = await signIn(t.app, hostOf(who.split('@')[1]!), who, 'demo1234');
});
afterAll(() => t?.close());

const classNames = ['Nursery', 'LKG', 'UKG', ...Array.from({ length: 10 }, (_, i) => `${i + 1}`)];

describe('shared lookups', () => {
  it('answers classes as label/value options in promotion order, at both paths', async () => {
    const options = await data('/school/class/getAllClassesOptions');
    expect(options.map((o: { label: string }) => o.label)).toEqual(classNames);
    expect(Object.keys(options[0]).sort()).toEqual(['label', 'value']);
    expect(await data('/common/getClassesOptions')).toEqual(options);
  });

  it('answers sessions with is_current, the current one and its summary', async () => {
    const sessions = await data('/school/admin/getSessionListOptions');
    expect(sessions).toEqual([
      { label: '2026-27', value: expect.any(Number), is_current: 1 },
      { label: '2025-26', value: expect.any(Number), is_current: 0 },
    ]);
    expect(await data('/common/getSessionsOptions')).toEqual(sessions);
    expect(await data('/common/getCurrentSessionOptions')).toEqual({ sessionsOp: [sessions[0]] });
    expect(await data('/school/admin/getCurrentSession')).toEqual({
      id: sessions[0].value,
      currentSession: '2026-27',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
    });
    const all = await data('/school/admin/GetSessions');
    expect(
      all.map((s: { session_name: string; is_current: number }) => [s.session_name, s.is_current]),
    ).toEqual([
      ['2026-27', 1],
      ['2025-26', 0],
    ]);
  });

  it('answers the sections of a class in the current session', async () => {
    const options = await data('/school/class/getAllClassesOptions');
    const five = options.find((o: { label: string }) => o.label === '5').value;
    const nursery = options.find((o: { label: string }) => o.label === 'Nursery').value;
    const sections = await data(`/school/class/getSections?class_id=${five}`);
    expect(sections).toEqual([
      { id: expect.any(Number), section_name: 'A' },
      { id: expect.any(Number), section_name: 'B' },
    ]);
    expect(await data(`/school/class/getSections/${five}`)).toEqual(sections);
    expect(await data(`/common/getSectionsOptions?class_id=${five}`)).toEqual({
      classWithNoSection: false,
      sectionsOp: sections.map((s: { id: number; section_name: string }) => ({
        label: s.section_name,
        value: s.id,
      })),
    });
    expect(await data(`/common/getSectionsOptions?class_id=${nursery}`)).toEqual({
      classWithNoSection: true,
      sectionsOp: [],
    });
    expect(
      await data(`/school/class/getCommonSection?class_id=${five}&class_id=${five + 1}`),
    ).toEqual(sections);
    expect(await data(`/school/class/getCommonSection?class_id=${five},${nursery}`)).toEqual([]);
    const missing = await get('/school/class/getSections/2000000000');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Class not found.' } });
    const noClass = await get('/school/class/getSections');
    expect(noClass.status).toBe(400);
    expect(noClass.body.data.errors[0]).toEqual({
      field: 'class_id',
      message: 'Please select a class',
    });
  });

  it('answers subjects as options, the optional ones, or a class’s', async () => {
    const all = await data('/school/subject/getSubjectsOptions');
    expect(all.map((s: { label: string }) => s.label)).toEqual([
      'Computer',
      'English',
      'Hindi',
      'Mathematics',
      'Science',
      'Social Studies',
    ]);
    expect(await data('/school/subject/getSubjectsOptions?is_optional=1')).toEqual([
      { label: 'Computer', value: expect.any(Number), is_optional: 1 },
    ]);
    const options = await data('/school/class/getAllClassesOptions');
    const nursery = options.find((o: { label: string }) => o.label === 'Nursery').value;
    const ofNursery = await data(`/school/subject/getSubjectsOptions?class_id=${nursery}`);
    expect(ofNursery.map((s: { label: string }) => s.label)).toEqual([
      'English',
      'Hindi',
      'Mathematics',
    ]);
    const bad = await get('/school/subject/getSubjectsOptions?is_optional=yes');
    expect(bad.body.data.errors[0]).toEqual({
      field: 'is_optional',
      message: 'Is optional must be 1 or 0',
    });
  });

  it('serves teachers and parents too (they pick classes and sessions)', async () => {
    for (const who of ['teacher@greenwood', 'parent@greenwood']) {
      expect((await get('/school/class/getAllClassesOptions', who)).status).toBe(200);
      expect((await get('/common/getCurrentSessionOptions', who)).status).toBe(200);
      expect((await get('/school/subject/getSubjectsOptions', who)).status).toBe(200);
    }
  });

  it('keeps every lookup to its own school', async () => {
    const greenwood = await data('/school/class/getAllClassesOptions');
    const riverside = await data('/school/class/getAllClassesOptions', 'admin@riverside');
    expect(riverside.map((o: { label: string }) => o.label)).toEqual(classNames);
    const greenwoodIds = new Set(greenwood.map((o: { value: number }) => o.value));
    expect(riverside.some((o: { value: number }) => greenwoodIds.has(o.value))).toBe(false);

    const theirSessions = await data('/school/admin/getSessionListOptions', 'admin@riverside');
    const ourSessions = await data('/school/admin/getSessionListOptions');
    expect(theirSessions.map((s: { value: number }) => s.value)).not.toContain(
      ourSessions[0].value,
    );

    const five = greenwood.find((o: { label: string }) => o.label === '5').value;
    const asRiverside = (url: string) => get(url, 'admin@riverside');
    expect((await asRiverside(`/school/class/getSections/${five}`)).status).toBe(404);
    expect((await asRiverside(`/school/class/getSections?class_id=${five}`)).status).toBe(404);
    expect((await asRiverside(`/common/getSectionsOptions?class_id=${five}`)).status).toBe(404);
    expect(
      (await asRiverside(`/school/class/getCommonSection?class_id=${five}`)).body.data,
    ).toEqual([]);
    expect(
      (await asRiverside(`/school/subject/getSubjectsOptions?class_id=${five}`)).body.data,
    ).toEqual([]);
    const foreignSession = await asRiverside(
      `/common/getSectionsOptions?class_id=${riverside[0].value}&session_id=${ourSessions[0].value}`,
    );
    expect(foreignSession.status).toBe(400);
    expect(foreignSession.body.message).toBe('Please select a session');
  });
});
