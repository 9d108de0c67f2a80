import { getStudentIdCards } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildRecordsSchool, type RecordsSchool } from '../../../test/factories/student-records.ts';
import { sendRoute } from '../../../test/helpers/call.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { students } from './tables.ts';

let t: TestApp;
let s: RecordsSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildRecordsSchool(t, 'cards');
  await withPlatform(t.database.db, (tx) =>
    tx.update(students).set({ bloodGroup: 'B+' }).where(eq(students.id, s.students.asha)),
  );
});
afterAll(() => t?.close());

const cards = (client: RecordsSchool['admin'], query: Record<string, unknown>) =>
  sendRoute(t.app, getStudentIdCards, { query }, { host: client.host, cookie: client.cookie });

it("prints a class's ID cards with name, class - section, admission number, blood group, phone and a QR code", async () => {
  const pdf = await cards(s.admin, { class_id: s.five, section_id: s.sectionA });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const text = await readPdfText(pdf.rawPayload);
  for (const expected of [
    'cards Public School',
    'Asha Rao',
    'Ravi Rao',
    'Meena Iyer',
    'Class 5 - A',
    'Adm. No.',
    'TEST/',
    'B+',
    "Parent's Phone",
    '900',
  ])
    expect(text).toContain(expected);
  expect(text.split('\n')).toHaveLength(1);
  expect(text).not.toContain('Tiny Tot');
});

it('refuses a parent and a section of another class', async () => {
  expect((await cards(s.parent, { class_id: s.five })).statusCode).toBe(403);
  expect((await cards(s.admin, { class_id: s.nursery, section_id: s.sectionA })).statusCode).toBe(
    400,
  );
});
