import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

const aliases: Record<string, string> = { 'Asia/Kolkata': 'Asia/Calcutta' };
const canonical = (zone: string) => aliases[zone] ?? zone;

describe('timeZoneOptions', () => {
  it('offers a kept zone under its own name instead of the runtime alias', () => {
    const options = timeZoneOptions(
      ['Europe/London', 'Asia/Calcutta'],
      ['Asia/Kolkata'],
      canonical,
    );
    expect(options).toEqual(['Asia/Kolkata', 'Europe/London']);
  });

  it('adds kept zones the runtime does not list, sorted, once', () => {
    expect(timeZoneOptions(['Europe/London'], ['UTC', 'UTC', ''], canonical)).toEqual([
      'Europe/London',
      'UTC',
    ]);
  });

  it('leaves a list that already has the zone alone', () => {
    expect(timeZoneOptions(['Asia/Kolkata', 'Asia/Tokyo'], ['Asia/Kolkata'], canonical)).toEqual([
      'Asia/Kolkata',
      'Asia/Tokyo',
    ]);
  });

  it('knows the real runtime alias of Asia/Kolkata', () => {
    const options = timeZoneOptions(['Asia/Calcutta', 'Asia/Tokyo'], ['Asia/Kolkata']);
    expect(options).toContain('Asia/Kolkata');
    expect(options).toHaveLength(2);
  });
});
