import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../academics/rules.ts';
import {
  boardingNoticeKey,
  dropIndexOf,
  parseTrip,
  settingDatesOverlap,
  straightLine,
  transportDueKey,
  tripAtHour,
  typeRunsTrip,
  vehicleReminders,
} from './rules.ts';
import { driverSettingBodySchema, transportMessages as m, routeBodySchema } from './schemas.ts';

const day = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('trips and types', () => {
  it('runs B on both trips, P and D on their own', () => {
    expect(typeRunsTrip('B', 'P') && typeRunsTrip('B', 'D')).toBe(true);
    expect([typeRunsTrip('P', 'P'), typeRunsTrip('P', 'D')]).toEqual([true, false]);
    expect([typeRunsTrip('D', 'P'), typeRunsTrip('D', 'D')]).toEqual([false, true]);
  });

  it('is on the pickup until noon and the drop after; reads a trip from a link', () => {
    expect([0, 7, 11, 12, 15, 23].map(tripAtHour)).toEqual(['P', 'P', 'P', 'D', 'D', 'D']);
    expect([parseTrip('P'), parseTrip('D'), parseTrip('B'), parseTrip(null)]).toEqual([
      'P',
      'D',
      null,
      null,
    ]);
  });

  it('drops in the reverse of the pickup order', () => {
    expect([0, 1, 2].map((index) => dropIndexOf(index, 3))).toEqual([2, 1, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
        const drops = Array.from({ length: count }, (_, index) => dropIndexOf(index, count));
        expect([...drops].sort((a, b) => a - b)).toEqual(
          Array.from({ length: count }, (_, index) => index),
        );
      }),
    );
  });

  it('draws the fallback line through every point in order', () => {
    expect(
      straightLine([
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ]),
    ).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('keys dues by session and month and notices by child, date and trip', () => {
    expect(transportDueKey(7, '2026-11')).toBe('transport:7:2026-11');
    expect(boardingNoticeKey(3, '2026-11-23', 'P')).not.toBe(
      boardingNoticeKey(3, '2026-11-23', 'D'),
    );
  });
});

describe('vehicle reminders', () => {
  it('names documents lapsed or lapsing within 30 days', () => {
    const today = '2026-11-23';
    expect(
      vehicleReminders(
        { insurance: '2026-11-24', fitness: '2026-11-22', permit: '2026-12-24' },
        today,
      ),
    ).toEqual(['Insurance expires in 1 day', 'Fitness expired on 2026-11-22']);
    expect(vehicleReminders({ insurance: null, fitness: null, permit: null }, today)).toEqual([]);
  });

  it('reminds exactly within the window', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -100, max: 100 }), (today, offset) => {
        const reminders = vehicleReminders(
          { insurance: addDays(today, offset), fitness: null, permit: null },
          today,
        );
        expect(reminders.length).toBe(offset <= 30 ? 1 : 0);
      }),
    );
  });
});

describe('setting dates', () => {
  it('overlap is symmetric and true for a range with itself', () => {
    fc.assert(
      fc.property(day, day, day, day, (a1, a2, b1, b2) => {
        const a = { from: a1 < a2 ? a1 : a2, to: a1 < a2 ? a2 : a1 };
        const b = { from: b1 < b2 ? b1 : b2, to: b1 < b2 ? b2 : b1 };
        expect(settingDatesOverlap(a, b)).toBe(settingDatesOverlap(b, a));
        expect(settingDatesOverlap(a, a)).toBe(true);
      }),
    );
  });

  it('refuses a to date before the from date', () => {
    const result = driverSettingBodySchema.safeParse({
      driver_id: 1,
      vehicle_id: 1,
      route_id: 1,
      from_date: '2026-11-23',
      to_date: '2026-11-22',
      type: 'B',
    });
    expect(result.error?.issues[0]?.message).toBe(m.toBeforeFrom);
  });
});

describe('route form', () => {
  it('needs at least one point and takes fares in rupees as paise', () => {
    expect(
      routeBodySchema.safeParse({ route_name: 'A', vehicle_id: 1, pickup_points: [] }).error
        ?.issues[0]?.message,
    ).toBe(m.addPoints);
    const parsed = routeBodySchema.parse({
      route_name: 'A',
      vehicle_id: 1,
      pickup_points: [{ label: 'P', address: '', lat: 12.9, lng: 77.5, fare: '650.50' }],
    });
    expect(parsed.pickup_points[0]).toMatchObject({ fare: 65050, address: null });
  });

  it('takes typed coordinates, and says an empty one is missing rather than reading it as 0', () => {
    const route = (lat: unknown, lng: unknown) =>
      routeBodySchema.safeParse({
        route_name: 'A',
        vehicle_id: 1,
        pickup_points: [{ label: 'P', lat, lng, fare: 0 }],
      });
    expect(route(' 12.97160 ', '77.5946').data?.pickup_points[0]).toMatchObject({
      lat: 12.9716,
      lng: 77.5946,
    });
    expect(route('', ' ').error?.issues.map((issue) => issue.message)).toEqual([
      m.enterLat,
      m.enterLng,
    ]);
    expect(route('north', 200).error?.issues.map((issue) => issue.message)).toEqual([
      m.badLat,
      m.badLng,
    ]);
  });
});
