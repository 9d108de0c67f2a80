import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../academics/rules.ts';
import { bookStatusText, isOverdue, lateDays, libraryFinePaise } from './rules.ts';

const day = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const rate = fc.integer({ min: 0, max: 100_000 });

describe('lateDays and libraryFinePaise', () => {
  it('counts the days after the due date', () => {
    expect(lateDays('2026-11-10', '2026-11-10')).toBe(0);
    expect(lateDays('2026-11-10', '2026-11-09')).toBe(0);
    expect(lateDays('2026-11-10', '2026-11-11')).toBe(1);
    expect(lateDays('2026-02-27', '2026-03-02')).toBe(3);
    expect(lateDays('2028-02-27', '2028-03-02')).toBe(4);
    expect(lateDays('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('charges the fine per day for each late day', () => {
    const terms = { dueDate: '2026-11-10', finePerDayPaise: 250 };
    expect(libraryFinePaise({ ...terms, returnedOn: '2026-11-10' })).toBe(0);
    expect(libraryFinePaise({ ...terms, returnedOn: '2026-11-14' })).toBe(1000);
  });

  it('is never negative, and nothing is due on or before the due date', () => {
    fc.assert(
      fc.property(day, day, rate, (dueDate, returnedOn, finePerDayPaise) => {
        const fine = libraryFinePaise({ dueDate, returnedOn, finePerDayPaise });
        expect(fine).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(fine)).toBe(true);
        if (returnedOn <= dueDate) expect(fine).toBe(0);
      }),
    );
  });

  it('grows by exactly the fine per day for each further day late', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), rate, (dueDate, late, finePerDayPaise) => {
        const returnedOn = addDays(dueDate, late);
        expect(lateDays(dueDate, returnedOn)).toBe(late);
        const next = libraryFinePaise({
          dueDate,
          returnedOn: addDays(returnedOn, 1),
          finePerDayPaise,
        });
        expect(next - libraryFinePaise({ dueDate, returnedOn, finePerDayPaise })).toBe(
          finePerDayPaise,
        );
      }),
    );
  });
});

describe('isOverdue and bookStatusText', () => {
  it('makes a book overdue from the day after its due date', () => {
    expect(isOverdue('2026-11-10', '2026-11-10')).toBe(false);
    expect(isOverdue('2026-11-10', '2026-11-11')).toBe(true);
    fc.assert(
      fc.property(day, day, (due, today) => isOverdue(due, today) === lateDays(due, today) > 0),
    );
  });

  it("says 'issue' or 'submitted on {date}'", () => {
    expect(bookStatusText({ is_submitted: false, submitted_date: null })).toBe('issue');
    expect(bookStatusText({ is_submitted: true, submitted_date: '2026-11-05' })).toBe(
      'submitted on 05-11-2026',
    );
  });
});
