import {
  createTc,
  getStudentCertificatePdf,
  saveSchoolInformation,
  todayIn,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordsSchool, type RecordsSchool } from '../../../test/factories/student-records.ts';
import { sendRoute } from '../../../test/helpers/call.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { notCurrentStudent } from './student-certificates.ts';

let t: TestApp;
let s: RecordsSchool;
const today = todayIn('Asia/Kolkata');
const printed = today.split('-').reverse().join('-');

beforeAll(async () => {
  t = await createTestApp();
  s = await buildRecordsSchool(t, 'letters');
  await s.admin.ok(saveSchoolInformation, {
    body: {
      address: '4 Station Road',
      city: 'Nashik',
      state: 'Maharashtra',
      pincode: '422001',
      phone: '9876543210',
      email: 'office@letters.example.com',
    },
  });
});
afterAll(() => t?.close());

const certificate = (
  client: RecordsSchool['admin'],
  studentId: number,
  kind: string,
  query: Record<string, string> = {},
) =>
  sendRoute(
    t.app,
    getStudentCertificatePdf,
    { params: { student_id: studentId, kind }, query },
    { host: client.host, cookie: client.cookie },
  );

describe('bonafide and character certificates', () => {
  it('writes a bonafide certificate on the letterhead with the class, date of birth in words and purpose', async () => {
    const pdf = await certificate(s.admin, s.students.ravi, 'bonafide', {
      purpose: 'a passport application',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'letters Public School',
      'Bonafide Certificate',
      'Ravi Rao, daughter of Shri Mohan Rao',
      'is a bonafide student of this school',
      'studying in Class 5 - A in the academic session',
      'Admission No. TEST/',
      '01-06-2016 (First June Two Thousand Sixteen)',
      'for a passport application',
      `Date: ${printed}`,
      'Place: Nashik',
      'Principal',
    ])
      expect(text).toContain(expected);
  });

  it('writes a character certificate in the past tense once the student has left with a TC', async () => {
    await s.admin.ok(createTc, {
      body: {
        student_id: s.students.asha,
        student_name: 'Asha Rao',
        class: 'Class 5 - A',
        exam_result_status: 'Passed',
        promote_status: 'Yes',
        birth_date: '2016-06-01',
        leaving_date: today,
        character: 'Very good',
        transfer_reason: 'Change of Residence',
      },
    });
    const pdf = await certificate(s.admin, s.students.asha, 'character');
    const text = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Character Certificate',
      'Asha Rao, daughter of Shri Mohan Rao',
      `was a student of this school from 01-04-2026 to ${printed}`,
      'were very good',
    ])
      expect(text).toContain(expected);
    const refused = await certificate(s.admin, s.students.asha, 'bonafide');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(notCurrentStudent);
  });

  it('refuses a parent and an unknown kind', async () => {
    expect((await certificate(s.parent, s.students.ravi, 'bonafide')).statusCode).toBe(403);
    expect((await certificate(s.admin, s.students.ravi, 'marks')).statusCode).toBe(400);
  });
});
