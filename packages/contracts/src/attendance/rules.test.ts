import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../academics/rules.ts';
import {
  type AttendanceStatus,
  attendancePercent,
  attendanceStatuses,
  countStatuses,
  displayDate,
  isSchoolDay,
  monthOf,
  percentOnSchoolDays,
} from './rules.ts';

const status = fc.constantFrom<AttendanceStatus>(...attendanceStatuses);

describe('attendancePercent', () => {
  it('counts present and late as attended, to two decimals', () => {
    expect(attendancePercent({ present: 2, late: 0, absent: 1, leave: 0 })).toBe(66.67);
    expect(attendancePercent({ present: 1, late: 1, absent: 1, leave: 1 })).toBe(50);
    expect(attendancePercent({ present: 0, late: 0, absent: 0, leave: 0 })).toBeNull();
  });

  it('is between 0 and 100, and 100 exactly when nobody was absent or on leave', () => {
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 400 }), (statuses) => {
        const counts = countStatuses(statuses);
        const percent = attendancePercent(counts)!;
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent === 100).toBe(counts.absent + counts.leave === 0);
      }),
    );
  });
});

describe('school days', () => {
  const calendar = {
    workingDays: [1, 2, 3, 4, 5, 6],
    holidays: [{ start_date: '2026-11-10', end_date: '2026-11-12' }],
  };

  it('leaves out non-working weekdays and holidays (ends included)', () => {
    expect(isSchoolDay('2026-11-09', calendar)).toBe(true); // Monday
    expect(isSchoolDay('2026-11-10', calendar)).toBe(false);
    expect(isSchoolDay('2026-11-12', calendar)).toBe(false);
    expect(isSchoolDay('2026-11-13', calendar)).toBe(true);
    expect(isSchoolDay('2026-11-15', calendar)).toBe(false); // Sunday
  });

  it('a mark on a holiday never changes the percentage', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ offset: fc.integer({ min: 0, max: 60 }), status }), { maxLength: 80 }),
        status,
        (marks, holidayStatus) => {
          const dated = marks.map((m) => ({
            date: addDays('2026-10-01', m.offset),
            status: m.status,
          }));
          const withHoliday = [...dated, { date: '2026-11-11', status: holidayStatus }];
          expect(percentOnSchoolDays(withHoliday, calendar)).toBe(
            percentOnSchoolDays(dated, calendar),
          );
        },
      ),
    );
  });
});

describe('dates', () => {
  it('answers the month of a date and writes dates DD-MM-YYYY', () => {
    expect(monthOf('2026-02-14')).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(monthOf('2028-02-14').toDate).toBe('2028-02-29');
    expect(displayDate('2026-11-24')).toBe('24-11-2026');
  });
});
