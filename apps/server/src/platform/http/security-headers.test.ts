import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/helpers/test-app.ts';
import { addSecurityHeaders, tileImageSource } from './security-headers.ts';

let t: TestApp;
const host = hostOf('greenwood');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('sends CSP, framing, referrer and nosniff headers on API answers, errors included', async () => {
    for (const url of ['/api/common/health', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS only when the request came over https', async () => {
    const app = Fastify({ trustProxy: true });
    addSecurityHeaders(app);
    app.get('/x', async () => ({ ok: true }));
    const over = async (proto: string) =>
      (await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-proto': proto } }))
        .headers['strict-transport-security'];
    expect(await over('https')).toBe('max-age=31536000; includeSubDomains');
    expect(await over('http')).toBeUndefined();
    await app.close();
  });

  it("admits the map's tile server as an image source, and nothing else", async () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileImageSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe(
      'http://127.0.0.1:8080',
    );
    expect(tileImageSource(undefined)).toBeNull();
    expect(tileImageSource("https://x.example; script-src 'unsafe-eval'/{z}")).toBeNull();
    const app = Fastify();
    addSecurityHeaders(app, 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
    app.get('/x', async () => ({ ok: true }));
    const csp = (await app.inject({ method: 'GET', url: '/x' })).headers['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org;");
    await app.close();
  });
});
