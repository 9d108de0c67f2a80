import { studentMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedCount,
  fillBlanks,
  previewRolls,
  rollDraftErrors,
  rollErrorIndex,
  toRolls,
} from './roll-numbers';

const student = (
  id: number,
  name: string,
  admissionNo: string,
  date: string,
  roll: number | null,
) => ({
  student_id: id,
  student_name: name,
  admission_no: admissionNo,
  admission_date: date,
  roll_number: roll,
});

const candidates = [
  student(1, 'Zoya Khan', '2026/0001', '2026-04-01', 1),
  student(2, 'Aarav Shah', '2026/0002', '2026-04-02', 2),
  student(3, 'meera Iyer', '2026/0010', '2026-04-02', null),
];

describe('previewRolls', () => {
  it('numbers alphabetically, ignoring case, beside the current numbers', () => {
    const rows = previewRolls(candidates, 'alphabetical');
    expect(rows.map((row) => [row.student_id, row.current, row.next])).toEqual([
      [2, 2, 1],
      [3, null, 2],
      [1, 1, 3],
    ]);
    expect(changedCount(rows)).toBe(3);
  });

  it('numbers by admission date, then admission number', () => {
    const rows = previewRolls(candidates, 'admission');
    expect(rows.map((row) => row.student_id)).toEqual([1, 2, 3]);
    expect(changedCount(rows)).toBe(1);
  });
});

describe('rollDraftErrors', () => {
  it('accepts distinct whole numbers from 1 to 9999', () => {
    expect(
      rollDraftErrors([
        { student_id: 1, value: '1' },
        { student_id: 2, value: ' 9999 ' },
      ]),
    ).toEqual({});
  });

  it('names blank, zero, fractional and too large numbers', () => {
    const errors = rollDraftErrors(
      ['', '0', '2.5', '10000', 'x'].map((value, index) => ({ student_id: index, value })),
    );
    expect(Object.values(errors)).toEqual(Array(5).fill(studentMessages.badRollNumber));
  });

  it('marks every row of a number given twice', () => {
    const errors = rollDraftErrors(
      ['3', '4', '3', '03'].map((value, index) => ({ student_id: index, value })),
    );
    expect(errors).toEqual({
      0: studentMessages.rollTwice,
      2: studentMessages.rollTwice,
      3: studentMessages.rollTwice,
    });
  });
});

describe('toRolls and rollErrorIndex', () => {
  it('turns drafts into the request and reads a server field back to its row', () => {
    expect(toRolls([{ student_id: 4, value: '07' }])).toEqual([{ student_id: 4, roll_number: 7 }]);
    expect(rollErrorIndex('rolls.3.roll_number')).toBe(3);
    expect(rollErrorIndex('class_id')).toBeNull();
  });
});

describe('fillBlanks', () => {
  it('numbers blank rows after the highest number, in list order', () => {
    const drafts = ['2', '', '5', ' '].map((value, index) => ({ student_id: index, value }));
    expect(fillBlanks(drafts).map((draft) => draft.value)).toEqual(['2', '6', '5', '7']);
  });

  it('starts at 1 when nothing is numbered', () => {
    const drafts = ['', ''].map((value, index) => ({ student_id: index, value }));
    expect(fillBlanks(drafts).map((draft) => draft.value)).toEqual(['1', '2']);
  });
});
