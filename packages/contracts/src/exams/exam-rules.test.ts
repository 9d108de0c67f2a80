import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMark,
  examHasStarted,
  findClash,
  localMinuteIn,
  planSeats,
  slotsOverlap,
} from './exam-rules.ts';

const slot = (start: string, end: string, date = '2026-12-01', id?: number) => ({
  id,
  exam_date: date,
  start_time: start,
  end_time: end,
});

describe('paper clashes', () => {
  it('finds overlapping papers of a day, not touching or other days', () => {
    expect(slotsOverlap(slot('10:00', '13:00'), slot('12:00', '14:00'))).toBe(true);
    expect(slotsOverlap(slot('10:00', '13:00'), slot('13:00', '14:00'))).toBe(false);
    expect(slotsOverlap(slot('10:00', '13:00'), slot('10:00', '13:00', '2026-12-02'))).toBe(false);
    expect(
      findClash(slot('10:00', '11:00', '2026-12-01', 1), [slot('10:00', '11:00', '2026-12-01', 1)]),
    ).toBeNull();
  });
});

describe('checkMark', () => {
  it('bounds marks by full marks; absent and blank need no number', () => {
    expect(checkMark({ obtain_mark: 80, is_absent: false }, 80)).toBeNull();
    expect(checkMark({ obtain_mark: 80.5, is_absent: false }, 80)).toBe('above');
    expect(checkMark({ obtain_mark: -1, is_absent: false }, 80)).toBe('negative');
    expect(checkMark({ obtain_mark: null, is_absent: true }, 80)).toBeNull();
    expect(checkMark({ obtain_mark: 0, is_absent: false }, 80)).toBeNull();
  });
});

describe('planSeats', () => {
  it('alternates classes and follows roll numbers', () => {
    const plan = planSeats(
      [
        { student_id: 1, class_id: 10, roll_number: 2 },
        { student_id: 2, class_id: 10, roll_number: 1 },
        { student_id: 3, class_id: 20, roll_number: 1 },
      ],
      [
        { id: 100, capacity: 2 },
        { id: 200, capacity: 5 },
      ],
    );
    expect(plan).toEqual([
      { room_id: 100, seat_no: 1, student_id: 2 },
      { room_id: 100, seat_no: 2, student_id: 3 },
      { room_id: 200, seat_no: 1, student_id: 1 },
    ]);
  });

  it('refuses when the rooms are too small', () => {
    expect(
      planSeats([{ student_id: 1, class_id: 1, roll_number: 1 }], [{ id: 1, capacity: 0 }]),
    ).toBeNull();
  });

  it('seats every student once, within capacity (property)', () => {
    const candidate = fc.record({
      class_id: fc.integer({ min: 1, max: 4 }),
      roll_number: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 5 }),
        (list, capacities) => {
          const candidates = list.map((c, i) => ({ ...c, student_id: i + 1 }));
          const rooms = capacities.map((capacity, i) => ({ id: i + 1, capacity }));
          const plan = planSeats(candidates, rooms);
          const seats = capacities.reduce((a, b) => a + b, 0);
          if (seats < candidates.length) {
            expect(plan).toBeNull();
            return;
          }
          expect(new Set(plan!.map((s) => s.student_id)).size).toBe(candidates.length);
          for (const room of rooms)
            expect(plan!.filter((s) => s.room_id === room.id).length).toBeLessThanOrEqual(
              room.capacity,
            );
        },
      ),
    );
  });
});

describe('examHasStarted', () => {
  it("reads the school's clock", () => {
    expect(localMinuteIn('Asia/Kolkata', new Date('2026-12-01T04:30:00Z'))).toBe(
      '2026-12-01 10:00',
    );
    expect(examHasStarted(slot('10:00', '13:00'), '2026-12-01 09:59')).toBe(false);
    expect(examHasStarted(slot('10:00', '13:00'), '2026-12-01 10:00')).toBe(true);
  });
});
