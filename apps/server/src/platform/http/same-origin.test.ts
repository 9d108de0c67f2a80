import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { installErrorHandler } from '../errors.ts';
import { drawBannerPng } from '../files/gradient-png.ts';
import { crossOriginMessage, refuseCrossOriginWrites } from './same-origin.ts';

let t: TestApp;
let admin: string;
const host = hostOf('greenwood');
const boundary = '----shala-origin-boundary';
const png = drawBannerPng('#336699', 40, 20);

const bannerBody = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  png,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

async function uploadBanner(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/school/school_banner',
    headers: { host, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: bannerBody,
  });
}

async function countBanners() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/school/school_banner',
    headers: { host, cookie: admin },
  });
  return (response.json().data as unknown[]).length;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signIn(t.app, host, 'admin@greenwood', 'demo1234');
});
afterAll(() => t?.close());

describe('cross-origin writes with the session cookie', () => {
  it('refuses a banner upload posted from a sibling school subdomain, storing nothing', async () => {
    const before = await countBanners();
    const response = await uploadBanner({ cookie: admin, origin: 'http://evil.shala.localhost' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(crossOriginMessage);
    expect(await countBanners()).toBe(before);
  });

  it('refuses a write that Sec-Fetch-Site marks as coming from another site', async () => {
    const response = await uploadBanner({ cookie: admin, 'sec-fetch-site': 'same-site' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a null Origin (sandboxed frames)', async () => {
    const response = await uploadBanner({ cookie: admin, origin: 'null' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses the same host and port under another scheme', async () => {
    const before = await countBanners();
    const response = await uploadBanner({ cookie: admin, origin: `https://${host}` });
    expect(response.statusCode).toBe(403);
    const port = await uploadBanner({ cookie: admin, origin: `http://${host}:8080` });
    expect(port.statusCode).toBe(403);
    expect(await countBanners()).toBe(before);
  });

  it('accepts the same upload from the school own origin', async () => {
    const before = await countBanners();
    const response = await uploadBanner({
      cookie: admin,
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
    expect(await countBanners()).toBe(before + 1);
  });

  it('accepts a Bearer-token call whatever its origin (browsers never attach one themselves)', async () => {
    const token = admin.split('=')[1]!;
    const response = await uploadBanner({
      authorization: `Bearer ${token}`,
      origin: 'http://evil.shala.localhost',
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets reads through from anywhere', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/school/school_banner',
      headers: { host, cookie: admin, origin: 'http://evil.shala.localhost' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('behind a proxy that ends TLS (TRUST_PROXY)', () => {
  it('takes the scheme from X-Forwarded-Proto: https pages may write, http ones not', async () => {
    const app = Fastify({ trustProxy: true });
    installErrorHandler(app);
    refuseCrossOriginWrites(app);
    app.post('/write', async () => ({ status: true }));
    const write = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/write',
        headers: { host, origin, 'x-forwarded-proto': 'https', cookie: 'shala_session=x' },
      });
    try {
      expect((await write(`https://${host}`)).statusCode).toBe(200);
      expect((await write(`https://${host}:443`)).statusCode).toBe(200);
      expect((await write(`http://${host}`)).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
