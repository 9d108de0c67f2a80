import { describe, expect, it } from 'vitest';
import { isPublicHost } from './public-host.ts';

describe('isPublicHost', () => {
  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    '8.8.8.8',
    '2001:4860:4860::8888',
  ])('accepts %s', (host) => expect(isPublicHost(host)).toBe(true));

  it.each([
    'localhost',
    'api.localhost',
    'metadata.google.internal',
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('refuses %s', (host) => expect(isPublicHost(host)).toBe(false));
});
