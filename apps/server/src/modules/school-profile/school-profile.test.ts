import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform, withTenant } from '../../platform/db/tenant-scope.ts';
import { schools } from '../schools/index.ts';
import { issueAdmissionNumber } from './admission-numbers.ts';

let t: TestApp;
let admin: string;
const host = hostOf('greenwood');

type Method = 'GET' | 'PUT';
async function call(method: Method, url: string, payload?: object, cookie = admin, h = host) {
  const response = await t.app.inject({
    method,
    url: `/api/school${url}`,
    headers: { host: h, cookie },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
async function refused(url: string, payload: object, field: string, message: string) {
  const answer = await call('PUT', url, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.data.errors[0]).toEqual({ field, message });
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signIn(t.app, host, 'admin@greenwood', 'demo1234');
});
afterAll(() => t?.close());

const profile = {
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  phone: '8012345678',
  email: 'Office@Greenwood.example.com',
  website: 'https://greenwood.example.com',
  affiliation_board: 'CBSE',
  affiliation_number: '830123',
  established_year: 1998,
  principal_name: 'Dr. Lakshmi Menon',
  about: 'A day school.',
};

describe('school information', () => {
  it('answers the profile with the platform name and colours (read-only here)', async () => {
    const { status, body } = await call('GET', '/school_information');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      school_name: 'Greenwood High School',
      subdomain: 'greenwood',
      primary_color: '#efa48d',
      logo: '/api/common/school-logo/greenwood',
      city: 'Bengaluru',
      affiliation_board: 'CBSE',
    });
  });

  it('saves the profile; blank optional fields become null', async () => {
    const saved = await call('PUT', '/school_information', {
      ...profile,
      website: '',
      principal_name: ' ',
      established_year: '',
      school_name: 'Renamed',
      primary_color: '#000000',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('School information saved.');
    expect(saved.body.data).toMatchObject({
      ...profile,
      email: 'office@greenwood.example.com',
      website: null,
      principal_name: null,
      established_year: null,
      school_name: 'Greenwood High School',
      primary_color: '#efa48d',
    });
    const again = await call('PUT', '/school_information', profile);
    expect(again.body.data.website).toBe('https://greenwood.example.com');
  });

  it('refuses bad input of every field, naming it', async () => {
    const url = '/school_information';
    await refused(url, { ...profile, address: '' }, 'address', 'Please enter the address');
    await refused(
      url,
      { ...profile, address: 'x'.repeat(301) },
      'address',
      'Address must be at most 300 characters',
    );
    await refused(url, { ...profile, city: undefined }, 'city', 'Please enter the city');
    await refused(url, { ...profile, state: 7 }, 'state', 'Please enter the state');
    for (const pincode of ['56001', '060001', 'abcdef', 560001])
      await refused(
        url,
        { ...profile, pincode },
        'pincode',
        'Please enter a valid 6-digit pincode',
      );
    for (const phone of ['12345', '80123456789', '80-1234567', undefined])
      await refused(
        url,
        { ...profile, phone },
        'phone',
        'Please enter a valid 10-digit phone number',
      );
    for (const email of ['office', 'a@', ''])
      await refused(url, { ...profile, email }, 'email', 'Please enter a valid e-mail');
    for (const website of ['greenwood', 'ftp://greenwood.example.com', 'https://no dots'])
      await refused(
        url,
        { ...profile, website },
        'website',
        'Please enter a website address like https://school.example.com',
      );
    const year = new Date().getUTCFullYear();
    for (const established_year of [1700, year + 1, 'old', 1998.5])
      await refused(
        url,
        { ...profile, established_year },
        'established_year',
        `Established year must be a year from 1800 to ${year}`,
      );
    await refused(
      url,
      { ...profile, affiliation_board: 'x'.repeat(81) },
      'affiliation_board',
      'Board must be at most 80 characters',
    );
    await refused(
      url,
      { ...profile, affiliation_number: 'x'.repeat(41) },
      'affiliation_number',
      'Affiliation number must be at most 40 characters',
    );
    await refused(
      url,
      { ...profile, principal_name: 'x'.repeat(121) },
      'principal_name',
      'Principal name must be at most 120 characters',
    );
    await refused(
      url,
      { ...profile, about: 'x'.repeat(5001) },
      'about',
      'About must be at most 5000 characters',
    );
  });

  it('is for the school profile pages; each school has its own', async () => {
    const teacher = await signIn(t.app, host, 'teacher@greenwood', 'demo1234');
    expect((await call('GET', '/school_information', undefined, teacher)).status).toBe(403);
    expect((await call('PUT', '/school_information', profile, teacher)).status).toBe(403);
    const riverside = await signIn(t.app, hostOf('riverside'), 'admin@riverside', 'demo1234');
    const theirs = await call(
      'GET',
      '/school_information',
      undefined,
      riverside,
      hostOf('riverside'),
    );
    expect(theirs.body.data).toMatchObject({
      school_name: 'Riverside Public School',
      city: 'Pune',
    });
  });
});

describe('registration number format', () => {
  const format = { prefix: 'gw', include_year: 1, separator: '/', digits: 5, start_from: 1 };

  it('sets the format and previews the next number, which moves with each admission', async () => {
    const saved = await call('PUT', '/registration_number_format', format);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Registration number format saved.');
    expect(saved.body.data).toMatchObject({ ...format, prefix: 'GW', year: 2026 });
    expect(saved.body.data.next_number).toMatch(/^GW\/2026\/\d{5}$/);
    const [school] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(schools).where(eq(schools.subdomain, 'greenwood')),
    );
    const issued = await withTenant(t.database.db, school!.id, (tx) =>
      issueAdmissionNumber(tx, school!.id, 2026),
    );
    expect(issued).toBe(saved.body.data.next_number);
    const after = await call('GET', '/registration_number_format');
    const next = Number(after.body.data.next_number.split('/')[2]);
    expect(next).toBe(Number(issued.split('/')[2]) + 1);
    const plain = await call('PUT', '/registration_number_format', {
      prefix: '',
      include_year: false,
      separator: '',
      digits: 3,
      start_from: 900,
    });
    expect(plain.body.data.next_number).toMatch(/^\d{3,}$/);
    expect(Number(plain.body.data.next_number)).toBeGreaterThanOrEqual(900);
  });

  it('refuses bad input of every field, naming it', async () => {
    const url = '/registration_number_format';
    for (const prefix of ['G-W', 'ABCDEFGHIJK', 5])
      await refused(
        url,
        { ...format, prefix },
        'prefix',
        'Prefix may have up to 10 letters and digits',
      );
    await refused(
      url,
      { ...format, include_year: 'yes' },
      'include_year',
      'Include year must be 1 or 0',
    );
    for (const separator of ['#', '//', undefined])
      await refused(
        url,
        { ...format, separator },
        'separator',
        'Separator must be /, -, _, . or nothing',
      );
    for (const digits of [0, 9, 2.5, 'four'])
      await refused(
        url,
        { ...format, digits },
        'digits',
        'Digits must be a whole number from 1 to 8',
      );
    for (const start_from of [0, -3, 100_000_000, 'one'])
      await refused(
        url,
        { ...format, start_from },
        'start_from',
        'Start from must be a whole number from 1 to 99999999',
      );
    await refused(
      url,
      { ...format, digits: 3, start_from: 1000 },
      'start_from',
      'Start from has more digits than the number allows',
    );
  });
});
