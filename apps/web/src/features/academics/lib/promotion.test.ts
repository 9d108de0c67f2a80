import type { NewSessionPlan } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  canStart,
  confirmText,
  describeSectionMove,
  destinationOf,
  resultText,
  studentCountText,
} from './promotion';

const move = (over: Partial<NewSessionPlan['classes'][number]>) => ({
  class_id: 1,
  class_name: 'Nursery',
  position: 1,
  student_count: 4,
  next_class_id: 2,
  next_class_name: 'LKG',
  passing_out: false,
  copied_sections: [],
  copied_subjects: [],
  sections: [],
  ...over,
});

const plan: NewSessionPlan = {
  source: { id: 2, session_name: '2026-27' },
  target: {
    session_name: '2027-28',
    start_date: '2027-04-01',
    end_date: '2028-03-31',
    sub_sessions: [],
  },
  copies: { class_sections: 20, class_subjects: 69, teacher_allocations: 1 },
  classes: [move({})],
  totals: { promoted: 38, passing_out: 1 },
  problems: [],
  new_session_id: null,
};

describe('promotion texts', () => {
  it('names where a class goes', () => {
    expect(destinationOf(move({}))).toBe('LKG');
    expect(destinationOf(move({ passing_out: true, next_class_name: null }))).toBe('Pass out');
    expect(destinationOf(move({ next_class_name: null }))).toBe('Not promoted');
  });

  it('names section moves, with or without sections', () => {
    const section = {
      section_id: 1,
      section_name: 'A',
      student_count: 2,
      next_section_id: 1,
      next_section_name: 'A',
    };
    expect(describeSectionMove(section)).toBe('A → A: 2 students');
    expect(
      describeSectionMove({ ...section, next_section_id: null, next_section_name: null }),
    ).toBe('A → No section: 2 students');
    expect(describeSectionMove({ ...section, section_name: null, next_section_name: null })).toBe(
      '2 students',
    );
    expect(describeSectionMove(section, true)).toBe('A: 2 students');
    expect(describeSectionMove({ ...section, section_name: null }, true)).toBe('2 students');
  });

  it('counts students in words', () => {
    expect(studentCountText(1)).toBe('1 student');
    expect(studentCountText(0)).toBe('0 students');
  });

  it('asks and reports in plain words', () => {
    expect(confirmText(plan)).toBe(
      'Start session 2027-28 and make it the current session? 38 students will be promoted and 1 student will pass out of 2026-27. This cannot be undone.',
    );
    expect(resultText(plan)).toBe(
      'Session 2027-28 is now the current session: 38 students promoted, 1 student passed out.',
    );
  });

  it('refuses to start while the server reports problems', () => {
    expect(canStart(plan)).toBe(true);
    expect(canStart({ ...plan, problems: ['Classes 4 and 5 share the next position'] })).toBe(
      false,
    );
  });
});
