import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformQuery, schoolRows } from '../../../test/helpers/school-rows.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * Admissions racing through the API (truly in parallel on PostgreSQL, where each request has
 * its own connection): admission numbers are unique and consecutive, a refused admission
 * gives its number back, and siblings admitted at the same moment share one parent account.
 */
let t: TestApp;
let cookie: string;
let rows: Awaited<ReturnType<typeof schoolRows>>;
const host = hostOf('greenwood');

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await signIn(t.app, host, 'admin@greenwood', 'demo1234');
  rows = await schoolRows(t, 'greenwood');
});
afterAll(() => t?.close());

const nursery = () => rows.classes[0]!.id;

function admit(index: number, father: Record<string, unknown>, classId = nursery()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/school/student_admission',
    headers: { host, cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({
      first_name: `Racer${index}`,
      gender: index % 2 ? 'Male' : 'Female',
      date_of_birth: '2022-01-01',
      admission_date: '2026-04-01',
      class_id: classId,
      section_id: null,
      father,
    }),
  });
}

const numberOf = (admissionNo: string) => Number(admissionNo.split('/').at(-1));

describe('concurrent admissions', () => {
  it('issue unique, gap-free admission numbers; refused ones give theirs back', async () => {
    const [counter] = await platformQuery<{ last_number: number }>(
      t,
      sql`select last_number from registration_counters where tenant_id = ${rows.tenantId} and scope = ${rows.session.startDate.slice(0, 4)}`,
    );
    const before = Number(counter?.last_number ?? 0);
    // Every fourth one is refused inside its transaction (a section for a class without any).
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 4 === 3
          ? t.app.inject({
              method: 'POST',
              url: '/api/school/student_admission',
              headers: { host, cookie, 'content-type': 'application/json' },
              payload: JSON.stringify({
                first_name: `Refused${i}`,
                gender: 'Male',
                date_of_birth: '2022-01-01',
                admission_date: '2026-04-01',
                class_id: nursery(),
                section_id: rows.sectionsOf(rows.classes[5]!.id)[0]!.sectionId,
                father: { full_name: `Father ${i}` },
              }),
            })
          : admit(i, { full_name: `Father ${i}` }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(18);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(6);
    const numbers = ok.map((r) => numberOf(r.json().data.admission_no)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 18 }, (_, i) => before + 1 + i));
    const stored = await platformQuery<{ admission_no: string }>(
      t,
      sql`select admission_no from students where tenant_id = ${rows.tenantId} and first_name like 'Racer%'`,
    );
    expect(new Set(stored.map((row) => row.admission_no)).size).toBe(18);
  });

  it('siblings admitted at the same moment share one parent account', async () => {
    const father = {
      full_name: 'Shared Father',
      mobile: '6399999999',
      email: 'shared.father@example.com',
    };
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => admit(100 + i, father)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const accounts = responses.map((r) => r.json().data.parents[0]);
    expect(new Set(accounts.map((a: { user_id: number }) => a.user_id)).size).toBe(1);
    expect(accounts.filter((a: { account: string }) => a.account === 'created')).toHaveLength(1);
    const [count] = await platformQuery<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where tenant_id = ${rows.tenantId} and mobile = '6399999999'`,
    );
    expect(count!.n).toBe(1);
  });
});
