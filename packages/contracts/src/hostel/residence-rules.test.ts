import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostelOccupancy, seatAvailability } from './residence-rules.ts';

describe('hostelOccupancy', () => {
  it('adds beds and occupants; an over-full room frees no bed', () => {
    expect(
      hostelOccupancy([
        { capacity: 4, occupied: 3 },
        { capacity: 2, occupied: 3 },
      ]),
    ).toEqual({ rooms: 2, beds: 6, occupied: 6, free: 1 });
  });

  it('free beds never exceed beds less occupants of non-full rooms (property)', () => {
    const room = fc.record({ capacity: fc.integer({ min: 1, max: 50 }), occupied: fc.nat(60) });
    fc.assert(
      fc.property(fc.array(room, { maxLength: 40 }), (rooms) => {
        const totals = hostelOccupancy(rooms);
        expect(totals.free).toBeGreaterThanOrEqual(0);
        expect(totals.free).toBeGreaterThanOrEqual(totals.beds - totals.occupied);
        expect(totals.free).toBeLessThanOrEqual(totals.beds);
      }),
    );
  });
});

describe('seatAvailability', () => {
  it('answers what is left, or by how much the quota is exceeded', () => {
    expect(seatAvailability(10, 4)).toEqual({ available_seats: 6, over_by: 0 });
    expect(seatAvailability(3, 5)).toEqual({ available_seats: 0, over_by: 2 });
  });

  it('left less over is always quota less occupied (property)', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (total, occupied) => {
        const { available_seats, over_by } = seatAvailability(total, occupied);
        expect(available_seats - over_by).toBe(total - occupied);
        expect(Math.min(available_seats, over_by)).toBe(0);
      }),
    );
  });
});
