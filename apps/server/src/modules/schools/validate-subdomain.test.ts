import { defaultPrimaryColor } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '../../../test/factories/schools.ts';
import { createTestApp, rootHost, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
const rootUrl = 'http://shala.localhost:3000/';

const validate = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/common/validate-subdomain',
    headers: { host: rootHost },
    payload: payload as object,
  });
const logo = (subdomain: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/common/school-logo/${subdomain}`,
    headers: { host: rootHost },
  });

beforeAll(async () => {
  t = await createTestApp();
  await buildSchool(t.database.db, { subdomain: 'alpha', name: 'Alpha Academy' });
  await buildSchool(t.database.db, { subdomain: 'closed', status: 'SUSPENDED' });
  const branded = await buildSchool(t.database.db, { subdomain: 'branded' });
  await withPlatform(t.database.db, (tx) =>
    tx.execute(
      sql`update schools set logo_url = 'https://cdn.example.org/branded.png' where id = ${branded.id}`,
    ),
  );
});
afterAll(() => t?.close());

describe('POST /api/common/validate-subdomain', () => {
  it('answers OK with the school URL and its data for an active school', async () => {
    const response = await validate({ subdomain: 'alpha' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Success',
      result: true,
      data: {
        STATUS: 'OK',
        url: 'http://alpha.shala.localhost:3000/',
        schoolData: {
          school_name: 'Alpha Academy',
          primary_color: defaultPrimaryColor,
          text_color: defaultPrimaryColor,
          logo: '/api/common/school-logo/alpha',
        },
      },
    });
  });

  it('ignores case and surrounding spaces', async () => {
    expect((await validate({ subdomain: '  ALPHA ' })).json().data.STATUS).toBe('OK');
  });

  it('answers NOT_FOUND with the root URL for an unknown school and for the platform slug', async () => {
    for (const subdomain of ['nowhere', 'platform']) {
      const response = await validate({ subdomain });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ STATUS: 'NOT_FOUND', url: rootUrl, schoolData: null });
    }
  });

  it('answers SUSPENDED with the root URL for a suspended school', async () => {
    const response = await validate({ subdomain: 'closed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ STATUS: 'SUSPENDED', url: rootUrl, schoolData: null });
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const payload of [{}, { subdomain: '' }, { subdomain: '   ' }, { subdomain: 42 }]) {
      const response = await validate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: false,
        result: false,
        message: 'Enter the subdomain',
        data: { errors: [{ field: 'subdomain' }] },
      });
    }
    const tooLong = await validate({ subdomain: 'a'.repeat(64) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.errors[0].field).toBe('subdomain');
  });
});

describe('GET /api/common/school-logo/:subdomain', () => {
  it('draws a default SVG with the initials of a school without a logo', async () => {
    const response = await logo('alpha');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).toContain('>AA</text>');
  });

  it('draws the default SVG for an unknown subdomain and for the platform', async () => {
    for (const subdomain of ['nowhere', 'platform']) {
      const response = await logo(subdomain);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain('aria-label="Shala"');
    }
  });

  it('redirects to the stored logo when the school has one', async () => {
    const response = await logo('branded');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://cdn.example.org/branded.png');
  });
});
