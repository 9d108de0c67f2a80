import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSubdomain } from './host.ts';

describe('resolveSubdomain', () => {
  it.each([
    ['greenwood.shala.localhost:3000', 'greenwood'],
    ['greenwood.shala.localhost', 'greenwood'],
    ['GreenWood.Shala.Localhost:3000', 'greenwood'],
    [' greenwood.example.org ', 'greenwood'],
  ])('takes the first label of a three-label host: %s', (host, expected) => {
    expect(resolveSubdomain(host)).toBe(expected);
  });

  it.each([
    ['shala.localhost'],
    ['shala.localhost:3000'],
    ['a.b.c.d'],
    ['localhost'],
    ['localhost:3000'],
    ['.shala.localhost'],
    ['greenwood..localhost'],
    ['greenwood.shala.'],
    ['127.0.0.1'],
    ['127.0.0.1:3000'],
    ['[::1]:3000'],
    ['[::1]'],
    ['[::ffff:10.0.0.1]:3000'],
    [''],
  ])('answers null for %j (not a school host)', (host) => {
    expect(resolveSubdomain(host)).toBeNull();
  });

  it('answers null without a host', () => {
    expect(resolveSubdomain(undefined)).toBeNull();
    expect(resolveSubdomain(null)).toBeNull();
  });

  it('prefers a stored subdomain, lowercased and trimmed, to the host', () => {
    expect(resolveSubdomain('riverside.shala.localhost', 'Greenwood')).toBe('greenwood');
    expect(resolveSubdomain('shala.localhost', ' greenwood ')).toBe('greenwood');
    expect(resolveSubdomain(undefined, 'greenwood')).toBe('greenwood');
  });

  it('falls back to the host when the stored value is empty', () => {
    expect(resolveSubdomain('riverside.shala.localhost', '')).toBe('riverside');
    expect(resolveSubdomain('riverside.shala.localhost', '   ')).toBe('riverside');
    expect(resolveSubdomain('riverside.shala.localhost', null)).toBe('riverside');
  });
});

describe('resolveSubdomain properties', () => {
  /** A host-name label as browsers send them: letters, digits, hyphen, underscore. */
  const label = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
  const port = fc.option(fc.integer({ min: 0, max: 65_535 }), { nil: undefined });
  const withPort = (name: string, p: number | undefined) =>
    p === undefined ? name : `${name}:${p}`;
  const noStored = fc.constantFrom(undefined, null, '', '  ');

  it('answers the lowercased first label of any three-label host, with or without a port', () => {
    fc.assert(
      fc.property(fc.tuple(label, label, label), port, noStored, (labels, p, stored) => {
        expect(resolveSubdomain(withPort(labels.join('.'), p), stored)).toBe(
          labels[0].toLowerCase(),
        );
      }),
    );
  });

  it('answers null for any host with another number of labels', () => {
    const labels = fc
      .array(label, { minLength: 1, maxLength: 8 })
      .filter((list) => list.length !== 3);
    fc.assert(
      fc.property(labels, port, noStored, (list, p, stored) => {
        expect(resolveSubdomain(withPort(list.join('.'), p), stored)).toBeNull();
      }),
    );
  });

  it('always answers a stored value, whatever the host', () => {
    fc.assert(
      fc.property(fc.string(), label, (host, stored) => {
        expect(resolveSubdomain(host, stored)).toBe(stored.toLowerCase());
      }),
    );
  });
});
