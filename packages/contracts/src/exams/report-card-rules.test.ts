import { describe, expect, it } from 'vitest';
import { isBelowPassMark, percentageBasis, reportCardOutcome } from './report-card-rules.ts';

const row = (obtain_marks: number | 'AB' | null, min_marks = 33) => ({ obtain_marks, min_marks });

describe('report card rules', () => {
  it('flags marks below the pass mark and absences, not papers still unmarked', () => {
    expect(isBelowPassMark(row(32))).toBe(true);
    expect(isBelowPassMark(row('AB'))).toBe(true);
    expect(isBelowPassMark(row(33))).toBe(false);
    expect(isBelowPassMark(row(null))).toBe(false);
  });

  it('says Passed, Needs improvement or Result awaited', () => {
    expect(reportCardOutcome([row(40), row(90)])).toBe('Passed');
    expect(reportCardOutcome([row(40), row(12)])).toBe('Needs improvement');
    expect(reportCardOutcome([row(40), row(null)])).toBe('Result awaited');
    expect(reportCardOutcome([])).toBe('Result awaited');
  });

  it('says what an overall percentage is of', () => {
    expect(percentageBasis([row(75), row(null), row(null), row(null)])).toBe(
      'of the 1 of 4 papers marked so far',
    );
    expect(percentageBasis([row(75), row(60)])).toBe('of all 2 papers');
  });
});
