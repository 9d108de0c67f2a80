import {
  admitStudent,
  buildPath,
  getStudent,
  getStudentPhoto,
  getTcPrefill,
  removeStudentPhoto,
  updateStudent,
  uploadStudentPhoto,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { multipartBody, sendMultipart } from '../../../test/helpers/multipart.ts';
import { schoolRows } from '../../../test/helpers/school-rows.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { drawPortraitPng } from '../../platform/files/portrait-png.ts';

let t: TestApp;
let admin: Client;
let teacher: Client;
let parent: Client;
let studentId: number;
const portrait = drawPortraitPng('#5b7db1');

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
  parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
  const rows = await schoolRows(t, 'greenwood');
  const klass = rows.classes[4]!;
  const admitted = await admin.ok(admitStudent, {
    body: {
      first_name: 'Kavya',
      last_name: 'Menon',
      gender: 'Female',
      date_of_birth: '2016-02-10',
      blood_group: 'AB-',
      admission_date: '2026-04-02',
      apaar_id: '1234 5678 9012',
      pen: '27123456789',
      previous_school: 'Little Flower School, Kochi',
      class_id: klass.id,
      section_id: rows.sectionsOf(klass.id)[0]!.sectionId,
      father: { full_name: 'Suresh Menon', mobile: '6300000991', present_address: 'Kochi' },
    },
  });
  studentId = admitted.student_id;
});
afterAll(() => t?.close());

const upload = (client: Client, bytes: Buffer, filename = 'kavya.png') =>
  sendMultipart(
    t.app,
    client,
    uploadStudentPhoto,
    multipartBody({}, { filename, bytes, contentType: 'image/png' }),
    { id: studentId },
  );
const served = (client: Client, url = buildPath(getStudentPhoto, { id: studentId })) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: client.host, cookie: client.cookie ?? '' },
  });

describe('admission fields', () => {
  it('keeps blood group, APAAR ID (spaces dropped), PEN and previous school', async () => {
    const student = await admin.ok(getStudent, { params: { id: studentId } });
    expect(student).toMatchObject({
      blood_group: 'AB-',
      apaar_id: '123456789012',
      pen: '27123456789',
      previous_school: 'Little Flower School, Kochi',
      photo_url: null,
    });
  });

  it('prefills the transfer certificate with the APAAR ID and PEN', async () => {
    const prefill = await admin.ok(getTcPrefill, { params: { student_id: studentId } });
    expect(prefill).toMatchObject({ apaar_id: '123456789012', pen: '27123456789' });
  });
});

describe('the photo', () => {
  it('is read by its bytes: a PNG is kept and served, anything else refused', async () => {
    const notImage = await upload(admin, Buffer.from('%PDF-1.4 not a photo'), 'kavya.png');
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({
      message: 'The photo must be a PNG or JPEG image',
      data: { errors: [{ field: 'file' }] },
    });
    const none = await sendMultipart(t.app, admin, uploadStudentPhoto, multipartBody({ a: 'b' }), {
      id: studentId,
    });
    expect(none.body.message).toBe('Please choose a photo');
    expect((await served(admin)).statusCode).toBe(404);

    const saved = await upload(admin, portrait);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Photo saved.');
    const url: string = saved.body.data.photo_url;
    expect(url).toMatch(new RegExp(`/student_photo/${studentId}\\?v=[0-9a-f]{8}$`));
    const student = await admin.ok(getStudent, { params: { id: studentId } });
    expect(student.photo_url).toBe(url);
    const photo = await served(admin, url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(portrait)).toBe(true);
  });

  it('is changed only by the front office and seen only by who may see the student', async () => {
    expect((await upload(teacher, portrait)).status).toBe(403);
    expect((await upload(parent, portrait)).status).toBe(403);
    expect((await served(parent)).statusCode).toBe(403);
    const removal = await teacher.call(removeStudentPhoto, { params: { id: studentId } });
    expect(removal.status).toBe(403);
  });

  it('survives an edit of the details, and is removed on request', async () => {
    const before = await admin.ok(getStudent, { params: { id: studentId } });
    const edited = await admin.ok(updateStudent, {
      body: {
        id: studentId,
        first_name: before.first_name,
        last_name: before.last_name,
        gender: 'Female',
        date_of_birth: before.date_of_birth,
        blood_group: 'O+',
        admission_date: before.admission_date,
        apaar_id: '',
        pen: '27123456789',
        class_id: before.programs.at(-1)!.class_id,
        section_id: before.programs.at(-1)!.section_id,
        father: { full_name: 'Suresh Menon', mobile: '6300000991' },
      },
    });
    expect(edited).toMatchObject({ blood_group: 'O+', apaar_id: null, previous_school: null });
    expect(edited.photo_url).toBe(before.photo_url);
    await admin.ok(removeStudentPhoto, { params: { id: studentId } });
    expect((await admin.ok(getStudent, { params: { id: studentId } })).photo_url).toBeNull();
    expect((await served(admin)).statusCode).toBe(404);
  });
});
