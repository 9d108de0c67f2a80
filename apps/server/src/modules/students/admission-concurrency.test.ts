import { admitStudent, updateStudent } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSection, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { type CallInput, type Client, signedInClient } from '../../../test/helpers/call.ts';
import { platformQuery } from '../../../test/helpers/school-rows.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * Admissions racing through the API (truly in parallel on PostgreSQL, where each request has
 * its own connection): admission numbers are unique and consecutive, a refused admission
 * gives its number back, and siblings admitted at the same moment share one parent account.
 */
let t: TestApp;
let admin: Client;
let tenantId: number;
let sessionStart: string;
/** A class without sections, and a section of another class (refused for the first). */
let nurseryId: number;
let otherSectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await buildSchool(t.database.db, { subdomain: 'alpha' })).id;
  const session = await buildSession(t.database.db, tenantId);
  sessionStart = session.startDate;
  nurseryId = (await buildClass(t.database.db, tenantId, { name: 'Nursery' })).id;
  const classFive = await buildClass(t.database.db, tenantId, { name: '5' });
  otherSectionId = (
    await buildSection(t.database.db, { tenantId, sessionId: session.id, classId: classFive.id })
  ).id;
  await buildUser(t.database.db, tenantId, { username: 'admin@alpha' });
  admin = await signedInClient(t, 'alpha', 'admin@alpha', testPassword);
});
afterAll(() => t?.close());

type Admission = CallInput<typeof admitStudent>['body'];

function admit(index: number, father: Admission['father']) {
  return admin.call(admitStudent, {
    body: {
      first_name: `Racer${index}`,
      gender: index % 2 ? 'Male' : 'Female',
      date_of_birth: '2022-01-01',
      admission_date: '2026-04-01',
      class_id: nurseryId,
      section_id: null,
      father,
    },
  });
}

const numberOf = (admissionNo: string) => Number(admissionNo.split('/').at(-1));

describe('concurrent admissions', () => {
  it('issue unique, gap-free admission numbers; refused ones give theirs back', async () => {
    const [counter] = await platformQuery<{ last_number: number }>(
      t,
      sql`select last_number from registration_counters where tenant_id = ${tenantId} and scope = ${sessionStart.slice(0, 4)}`,
    );
    const before = Number(counter?.last_number ?? 0);
    // Every fourth one is refused inside its transaction (a section for a class without any).
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 4 === 3
          ? admin.call(admitStudent, {
              body: {
                first_name: `Refused${i}`,
                gender: 'Male',
                date_of_birth: '2022-01-01',
                admission_date: '2026-04-01',
                class_id: nurseryId,
                section_id: otherSectionId,
                father: { full_name: `Father ${i}` },
              },
            })
          : admit(i, { full_name: `Father ${i}` }),
      ),
    );
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(18);
    expect(responses.filter((r) => r.status === 400)).toHaveLength(6);
    const numbers = ok.map((r) => numberOf(r.body.data.admission_no)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 18 }, (_, i) => before + 1 + i));
    const stored = await platformQuery<{ admission_no: string }>(
      t,
      sql`select admission_no from students where tenant_id = ${tenantId} and first_name like 'Racer%'`,
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
    for (const response of responses)
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    const accounts = responses.map((r) => r.body.data.parents[0]!);
    expect(new Set(accounts.map((a) => a.user_id)).size).toBe(1);
    expect(accounts.filter((a) => a.account === 'created')).toHaveLength(1);
    const [count] = await platformQuery<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where tenant_id = ${tenantId} and mobile = '6399999999'`,
    );
    expect(count!.n).toBe(1);
  });

  it('edits of one student at the same moment all succeed, one after another', async () => {
    const admitted = await admit(200, { full_name: 'Edited Father', mobile: '6388888888' });
    expect(admitted.status).toBe(200);
    const id = admitted.body.data.student_id;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.call(updateStudent, {
          body: {
            id,
            first_name: `Edited${i}`,
            gender: 'Male',
            date_of_birth: '2022-01-01',
            admission_date: '2026-04-01',
            class_id: nurseryId,
            section_id: null,
            father: { full_name: 'Edited Father', mobile: '6388888888' },
            mother: { full_name: `Mother ${i}`, mobile: `63777777${String(i).padStart(2, '0')}` },
          },
        }),
      ),
    );
    for (const response of responses)
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    const links = await platformQuery<{ n: number }>(
      t,
      sql`select count(*)::int as n from student_parents where tenant_id = ${tenantId} and student_id = ${id}`,
    );
    expect(links[0]!.n).toBe(2);
  });
});
