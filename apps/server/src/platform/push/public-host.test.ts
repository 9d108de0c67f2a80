import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { type LookupAll, resolvePublicAddress } from './public-host.ts';

/** A resolver of fixed answers: the test machine has no internet DNS. */
const zone: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.185.10', '2a00:1450:4001:80b::200a'],
  'localtest.me': ['127.0.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'half.example.com': ['93.184.216.34', '10.0.0.5'],
  'mapped.example.com': ['::ffff:7f00:1'],
};
const lookup: LookupAll = async (host) => {
  const answers = zone[host];
  if (!answers) throw new Error(`ENOTFOUND ${host}`);
  return answers.map(
    (address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }),
  );
};

describe('resolvePublicAddress', () => {
  it('answers the first address of a name whose every address is public', async () => {
    expect(await resolvePublicAddress('fcm.googleapis.com', lookup)).toEqual({
      address: '142.250.185.10',
      family: 4,
    });
    expect(await resolvePublicAddress('8.8.8.8', lookup)).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
    expect(await resolvePublicAddress('[2001:4860:4860::8888]', lookup)).toMatchObject({
      family: 6,
    });
  });

  it.each([
    'localtest.me',
    '127.0.0.1.nip.io',
    'half.example.com',
    'mapped.example.com',
    'no-such-name.example.com',
    'localhost',
    'localhost.',
    'api.localhost',
    'metadata.google.internal',
    '127.0.0.1',
    '[::1]',
    '[::ffff:7f00:1]',
    '[64:ff9b::7f00:1]',
    '224.0.0.1',
    '169.254.169.254',
    '[fd00::1]',
  ])('refuses %s', async (host) => {
    expect(await resolvePublicAddress(host, lookup)).toBeNull();
  });
});
