import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, sameKey } from './vapid-key';

describe('VAPID key', () => {
  it('reads base64url with or without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([251, 255]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });

  it('tells whether a subscription used the same key', () => {
    const key = base64UrlToBytes('AQID');
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(new Uint8Array([1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
