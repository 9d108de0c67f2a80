import {
  buildPath,
  getReceiptPdf,
  getSchoolInformation,
  getSchoolLogo,
  getSession,
  removeSchoolLogo,
  uploadSchoolLogo,
  validateSubdomain,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, sendRoute, signedInClient } from '../../../test/helpers/call.ts';
import { multipartBody, sendMultipart } from '../../../test/helpers/multipart.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { drawBannerPng } from '../../platform/files/gradient-png.ts';

let t: TestApp;
let admin: Client;
/** Signed in before any upload. */
let teacher: Client;
const logo = drawBannerPng('#336699', 64, 64);

const upload = (client: Client, filename: string, bytes: Buffer, contentType = 'image/png') =>
  sendMultipart(
    t.app,
    client,
    uploadSchoolLogo,
    multipartBody({}, { filename, bytes, contentType }),
  );
const served = () =>
  t.app.inject({
    method: 'GET',
    url: buildPath(getSchoolLogo, { subdomain: 'greenwood' }),
    headers: { host: admin.host },
  });
/** The logo address every session and the public pages carry, as a fresh page load reads it. */
async function logoAddresses(client: Client) {
  const session = await client.ok(getSession, {});
  const host = await client.ok(validateSubdomain, { body: { subdomain: 'greenwood' } });
  return [session.schoolData?.logo, session.user.logo, host.schoolData?.logo];
}
/** A PDF draws an image exactly when it holds an image XObject. */
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

async function receiptPdf(): Promise<Buffer> {
  // Any payment of the demo school: the receipt is fee-collection's, its letterhead is ours.
  const result = (await withPlatform(t.database.db, (tx) =>
    tx.execute(sql`select p.id from fee_payments p join schools s on s.id = p.tenant_id
      where s.subdomain = 'greenwood' order by p.id limit 1`),
  )) as unknown as { rows: { id: string | number }[] };
  const payment = result.rows[0];
  const response = await sendRoute(
    t.app,
    getReceiptPdf,
    { params: { id: Number(payment!.id) } },
    { host: admin.host, cookie: admin.cookie },
  );
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood', 'demo1234');
  teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood', 'demo1234');
});
afterAll(() => t?.close());

describe('school logo', () => {
  it('starts without an uploaded logo: the default is served and receipts draw initials', async () => {
    const info = await admin.ok(getSchoolInformation, {});
    expect(info).toMatchObject({ logo: '/api/common/school-logo/greenwood', logo_uploaded: 0 });
    expect(await logoAddresses(admin)).toEqual(Array(3).fill('/api/common/school-logo/greenwood'));
    expect((await served()).headers['content-type']).toBe('image/svg+xml');
    expect(hasImage(await receiptPdf())).toBe(false);
  });

  it('refuses a text file renamed .png, a broken PNG, a file over 1 MB and no file', async () => {
    const text = await upload(admin, 'logo.png', Buffer.from('just some text, honest'));
    expect(text.status).toBe(400);
    expect(text.body.data.errors[0]).toEqual({
      field: 'file',
      message: 'The logo must be a PNG or JPEG image',
    });
    const broken = Buffer.concat([logo.subarray(0, 8), Buffer.alloc(200, 1)]);
    const unreadable = await upload(admin, 'logo.png', broken);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe(
      'The logo image could not be read. Please choose another PNG or JPEG file.',
    );
    const webp = Buffer.concat([Buffer.from('RIFF\x28\0\0\0WEBPVP8 '), Buffer.alloc(32)]);
    expect((await upload(admin, 'logo.webp', webp, 'image/webp')).body.message).toBe(
      'The logo must be a PNG or JPEG image',
    );
    const big = Buffer.concat([logo.subarray(0, 8), Buffer.alloc(1024 * 1024 + 1 - 8, 7)]);
    const tooBig = await upload(admin, 'big.png', big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('The file must be at most 1 MB');
    const none = await sendMultipart(t.app, admin, uploadSchoolLogo, multipartBody({ a: 'b' }));
    expect(none.body).toMatchObject({
      message: 'Please choose a PNG or JPEG file',
      data: { errors: [{ field: 'file' }] },
    });
    expect((await admin.ok(getSchoolInformation, {})).logo_uploaded).toBe(0);
  });

  it('refuses a teacher and a parent', async () => {
    for (const email of ['teacher@greenwood', 'parent@greenwood']) {
      const other = await signedInClient(t, 'greenwood', email, 'demo1234');
      expect((await upload(other, 'logo.png', logo)).status).toBe(403);
      const removal = await sendRoute(t.app, removeSchoolLogo, {}, other);
      expect(removal.statusCode).toBe(403);
    }
  });

  it('uploads a PNG (typed by its bytes), serves it and draws it on receipts', async () => {
    const answer = await upload(admin, 'school.jpg', logo, 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('School logo uploaded.');
    expect(answer.body.data.logo_uploaded).toBe(1);
    expect(answer.body.data.logo).toMatch(/^\/api\/common\/school-logo\/greenwood\?v=\d+$/);
    // Every session (the admin's and another user's, signed in before the upload) and the
    // host's public answer carry the new address on their next load: no fresh sign-in.
    expect(await logoAddresses(admin)).toEqual(Array(3).fill(answer.body.data.logo));
    expect(await logoAddresses(teacher)).toEqual(Array(3).fill(answer.body.data.logo));
    const image = await t.app.inject({
      method: 'GET',
      url: answer.body.data.logo,
      headers: { host: admin.host },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.rawPayload, logo)).toBe(0);
    const pdf = await receiptPdf();
    expect(hasImage(pdf)).toBe(true);
    expect(await readPdfText(pdf)).toContain('Greenwood');
  });

  it('replaces the logo, and removal brings back the default and the initials', async () => {
    const next = drawBannerPng('#993366', 32, 32);
    expect((await upload(admin, 'next.png', next)).status).toBe(200);
    expect(Buffer.compare((await served()).rawPayload, next)).toBe(0);
    const removal = await sendRoute(t.app, removeSchoolLogo, {}, admin);
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toMatchObject({
      message: 'School logo removed.',
      data: { logo: '/api/common/school-logo/greenwood', logo_uploaded: 0 },
    });
    expect((await served()).headers['content-type']).toBe('image/svg+xml');
    expect(hasImage(await receiptPdf())).toBe(false);
    expect((await sendRoute(t.app, removeSchoolLogo, {}, admin)).statusCode).toBe(200);
    expect(await logoAddresses(admin)).toEqual(Array(3).fill('/api/common/school-logo/greenwood'));
  });
});
