import { getStudentIdCards, uploadStudentPhoto } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildRecordsSchool, type RecordsSchool } from '../../../test/factories/student-records.ts';
import { sendRoute } from '../../../test/helpers/call.ts';
import { multipartBody, sendMultipart } from '../../../test/helpers/multipart.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { drawPortraitPng } from '../../platform/files/portrait-png.ts';
import { parents, students } from './tables.ts';

let t: TestApp;
let s: RecordsSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildRecordsSchool(t, 'cards');
  await withPlatform(t.database.db, async (tx) => {
    await tx.update(students).set({ bloodGroup: 'B+' }).where(eq(students.id, s.students.asha));
    await tx.update(parents).set({ presentAddress: '12 MG Road, Pune' });
  });
  const photo = multipartBody(
    {},
    { filename: 'asha.png', bytes: drawPortraitPng('#6a9a7b'), contentType: 'image/png' },
  );
  const saved = await sendMultipart(t.app, s.admin, uploadStudentPhoto, photo, {
    id: s.students.asha,
  });
  expect(saved.status).toBe(200);
});

/** The number of images a PDF draws (the school has no logo here: each is a photo). */
const imagesIn = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
afterAll(() => t?.close());

const cards = (client: RecordsSchool['admin'], query: Record<string, unknown>) =>
  sendRoute(t.app, getStudentIdCards, { query }, { host: client.host, cookie: client.cookie });

it("prints a class's ID cards with photo, name, class - section, admission number, blood group, phone, address and a QR code", async () => {
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
    'Student Identity Card',
    'Address:',
    '12 MG Road, Pune',
  ])
    expect(text).toContain(expected);
  // Asha's photo; Ravi and Meena have a box to paste one in.
  expect(imagesIn(pdf.rawPayload)).toBe(1);
  expect(text.match(/Photo/g)).toHaveLength(2);
  expect(text.split('\n')).toHaveLength(1);
  expect(text).not.toContain('Tiny Tot');
});

it('refuses a parent and a section of another class', async () => {
  expect((await cards(s.parent, { class_id: s.five })).statusCode).toBe(403);
  expect((await cards(s.admin, { class_id: s.nursery, section_id: s.sectionA })).statusCode).toBe(
    400,
  );
});
