import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { drawBannerPng } from '../../platform/files/gradient-png.ts';

let t: TestApp;
let admin: string;
const host = hostOf('greenwood');
const boundary = '----shala-test-boundary';

/** A multipart body: text fields, then one file part. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

async function upload(
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
  url = '/api/school/school_banner',
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { host, cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipart(fields, file),
  });
  return { status: response.statusCode, body: response.json() };
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie?: string,
  h = host,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host: h, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
  return response;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signIn(t.app, host, 'admin@greenwood', 'demo1234');
});
afterAll(() => t?.close());

const png = drawBannerPng('#336699', 40, 20);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
let uploaded: { id: number; url: string };

describe('banners', () => {
  it('lists the demo banners, publicly only the active ones', async () => {
    const list = (await call('GET', '/api/school/school_banner', undefined, admin)).json().data;
    expect(list.map((b: { title: string }) => b.title)).toEqual([
      'Welcome to Greenwood High School',
      'Admissions open for 2026-27',
    ]);
    const image = await call('GET', list[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('uploads PNG, JPEG and WebP images, typed by their bytes', async () => {
    const first = await upload(
      { title: 'Sports day', is_active: '1' },
      { name: 'sports.png', type: 'image/png', bytes: png },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Banner uploaded.',
      data: { title: 'Sports day', position: 3, is_active: 1, content_type: 'image/png' },
    });
    uploaded = first.body.data;
    const served = await call('GET', uploaded.url);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Declared as PNG, but its bytes are a JPEG: the bytes decide.
    const misnamed = await upload({}, { name: 'photo.png', type: 'image/png', bytes: jpeg });
    expect(misnamed.body.data).toMatchObject({ content_type: 'image/jpeg', title: null });
    const modern = await upload(
      {},
      { name: 'x.bin', type: 'application/octet-stream', bytes: webp },
    );
    expect(modern.body.data.content_type).toBe('image/webp');
  });

  it('refuses a text file renamed .png, a file over 2 MB, no file and a bad flag', async () => {
    const before = (await call('GET', '/api/school/school_banner', undefined, admin)).json().data;
    const text = await upload(
      {},
      { name: 'banner.png', type: 'image/png', bytes: Buffer.from('just some text, honest') },
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The banner must be a PNG, JPEG or WebP image');
    expect(text.body.data.errors[0].field).toBe('file');
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 1 - 8, 7)]);
    const tooBig = await upload({}, { name: 'big.png', type: 'image/png', bytes: big });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('The file must be at most 2 MB');
    expect(tooBig.body.data.errors[0].field).toBe('file');
    const none = await upload({ title: 'Nothing' });
    expect(none.body).toMatchObject({
      message: 'Please choose an image file',
      data: { errors: [{ field: 'file' }] },
    });
    const asJson = await call('POST', '/api/school/school_banner', { title: 'x' }, admin);
    expect(asJson.json().message).toBe('Please choose an image file');
    const flag = await upload(
      { is_active: 'maybe' },
      { name: 'a.png', type: 'image/png', bytes: png },
    );
    expect(flag.body.data.errors[0]).toEqual({
      field: 'is_active',
      message: 'Is active must be 1 or 0',
    });
    const after = (await call('GET', '/api/school/school_banner', undefined, admin)).json().data;
    expect(after).toEqual(before);
  });

  it('refuses a multipart body on a JSON route', async () => {
    const response = await upload({ class_name: 'x' }, undefined, '/api/school/class');
    expect(response.status).toBe(415);
  });

  it('hides, reorders and deletes banners', async () => {
    const hidden = await call(
      'PUT',
      '/api/school/school_banner',
      { id: uploaded.id, title: 'Sports', is_active: 0 },
      admin,
    );
    expect(hidden.json().data).toMatchObject({ title: 'Sports', is_active: 0 });
    const publicList = (await call('GET', '/api/common/school-banners')).json().data;
    expect(publicList.map((b: { id: number }) => b.id)).not.toContain(uploaded.id);
    expect((await call('GET', uploaded.url)).statusCode).toBe(404);
    expect((await call('GET', uploaded.url, undefined, admin)).statusCode).toBe(200);

    const ids = (await call('GET', '/api/school/school_banner', undefined, admin))
      .json()
      .data.map((b: { id: number }) => b.id);
    const refused = await call(
      'PUT',
      '/api/school/school_banner/order',
      { banner_ids: ids.slice(1) },
      admin,
    );
    expect(refused.json()).toMatchObject({
      message: 'Please list every banner once',
      data: { errors: [{ field: 'banner_ids' }] },
    });
    const reordered = await call(
      'PUT',
      '/api/school/school_banner/order',
      { banner_ids: [...ids].reverse() },
      admin,
    );
    expect(reordered.json().data.map((b: { id: number }) => b.id)).toEqual([...ids].reverse());

    const deleted = await call(
      'DELETE',
      `/api/school/school_banner/${uploaded.id}`,
      undefined,
      admin,
    );
    expect(deleted.json().message).toBe('Banner deleted.');
    expect((await call('GET', uploaded.url, undefined, admin)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/school/school_banner/${uploaded.id}`, undefined, admin))
        .statusCode,
    ).toBe(404);
  });

  it('keeps banners to their school and to the banner page', async () => {
    const list = (await call('GET', '/api/school/school_banner', undefined, admin)).json().data;
    const riverside = hostOf('riverside');
    expect((await call('GET', list[0].url, undefined, undefined, riverside)).statusCode).toBe(404);
    const theirs = (
      await call('GET', '/api/common/school-banners', undefined, undefined, riverside)
    ).json().data;
    expect(theirs.map((b: { id: number }) => b.id)).not.toContain(list[0].id);
    expect(
      (await call('GET', list[0].url, undefined, undefined, 'shala.localhost')).statusCode,
    ).toBe(404);
    const teacher = await signIn(t.app, host, 'teacher@greenwood', 'demo1234');
    expect((await call('GET', '/api/school/school_banner', undefined, teacher)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/school/school_banner/${list[0].id}`, undefined, teacher))
        .statusCode,
    ).toBe(403);
  });
});
