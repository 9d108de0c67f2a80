import { describe, expect, it } from 'vitest';
import {
  attendanceLine,
  isBelowPassMark,
  percentageBasis,
  reportCardOutcome,
  summarizeExamined,
  termHeading,
  termMarkText,
  weightedSubjectPercentage,
} from './report-card-rules.ts';

const row = (obtain_marks: number | 'AB' | null, min_marks = 33, full_marks = 100) => ({
  obtain_marks,
  min_marks,
  full_marks,
});

describe('report card rules', () => {
  it('flags marks below the pass mark and absences, not papers still unmarked', () => {
    expect(isBelowPassMark(row(32))).toBe(true);
    expect(isBelowPassMark(row('AB'))).toBe(true);
    expect(isBelowPassMark(row(33))).toBe(false);
    expect(isBelowPassMark(row(null))).toBe(false);
  });

  it('says Passed, Promoted (the final exam), Needs improvement or Result awaited', () => {
    expect(reportCardOutcome([row(40), row(90)])).toBe('Passed');
    expect(reportCardOutcome([row(40), row(90)], { finalExam: true })).toBe('Promoted');
    expect(reportCardOutcome([row(40), row(12)])).toBe('Needs improvement');
    expect(reportCardOutcome([row(40), row(12)], { finalExam: true })).toBe('Needs improvement');
    expect(reportCardOutcome([row(40), row('AB')], { finalExam: true })).toBe('Needs improvement');
    // A paper below its pass mark is said at once, even while another is unmarked.
    expect(reportCardOutcome([row(12), row(null)])).toBe('Needs improvement');
    expect(reportCardOutcome([row(40), row(null)], { finalExam: true })).toBe('Result awaited');
    expect(reportCardOutcome([])).toBe('Result awaited');
  });

  it('says what an overall percentage is of', () => {
    expect(percentageBasis([row(75), row(null), row(null), row(null)])).toBe(
      'of the 1 of 4 papers marked so far',
    );
    expect(percentageBasis([row(75), row(60)])).toBe('of all 2 papers');
    expect(percentageBasis([row(75)])).toBe('of all 1 paper');
  });
});

describe('summarizeExamined: the percentage is of the papers examined', () => {
  it('leaves unmarked papers out: 75 of one paper is 75%, of 1 of 4 papers', () => {
    expect(summarizeExamined([row(75), row(null), row(null), row(null)])).toEqual({
      papers: 4,
      marked: 1,
      total_full: 100,
      total_obtained: 75,
      percentage: 75,
    });
  });

  it('counts an absence as examined at 0, and mixed full marks by their sum', () => {
    expect(summarizeExamined([row(72.5, 27, 80), row('AB', 9, 25), row(20, 9, 25)])).toEqual({
      papers: 3,
      marked: 3,
      total_full: 130,
      total_obtained: 92.5,
      percentage: 71.15,
    });
  });

  it('is 0 of 0 when nothing is marked', () => {
    expect(summarizeExamined([row(null)])).toMatchObject({ total_full: 0, percentage: 0 });
  });
});

describe('weightedSubjectPercentage', () => {
  const mark = (obtain_marks: number | 'AB' | null, full_marks: number, weight: number) => ({
    obtain_marks,
    full_marks,
    weight,
  });

  it('weighs each exam by its weight over the marked papers only', () => {
    // 20/25 = 80% weighted 20, 60/80 = 75% weighted 80: 76%.
    expect(weightedSubjectPercentage([mark(20, 25, 20), mark(60, 80, 80)])).toBe(76);
    expect(weightedSubjectPercentage([mark(20, 25, 20), mark(null, 80, 80)])).toBe(80);
    expect(weightedSubjectPercentage([mark(20, 25, 20), null])).toBe(80);
    expect(weightedSubjectPercentage([mark('AB', 25, 20), mark(80, 80, 80)])).toBe(80);
  });

  it('is null when no marked paper has a weight', () => {
    expect(weightedSubjectPercentage([mark(20, 25, 0), mark(null, 80, 80)])).toBeNull();
    expect(weightedSubjectPercentage([])).toBeNull();
  });
});

describe('attendanceLine', () => {
  it('says days present of working days with the percentage', () => {
    expect(attendanceLine({ working_days: 200, days_present: 180 })).toBe(
      '180 of 200 working days (90%)',
    );
    expect(attendanceLine({ working_days: 0, days_present: 0 })).toBe('Not taken');
    expect(attendanceLine(null)).toBe('Not taken');
  });
});

describe('term cells', () => {
  it('shows full marks even when a paper is not marked', () => {
    expect(termMarkText({ obtain_marks: 18, full_marks: 25 })).toBe('18 / 25');
    expect(termMarkText({ obtain_marks: 'AB', full_marks: 25 })).toBe('AB / 25');
    expect(termMarkText({ obtain_marks: null, full_marks: 80 })).toBe('Not marked / 80');
    expect(termMarkText(null)).toBe('—');
    expect(termHeading({ exam_type_name: 'Half Yearly', weight: 80 })).toBe(
      'Half Yearly (weight 80)',
    );
  });
});
