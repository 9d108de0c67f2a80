import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignRollNumbers, findRepeats, joinName, orderForRollNumbers } from './rules.ts';

const candidate = fc.record({
  student_id: fc.integer({ min: 1, max: 1_000_000 }),
  student_name: fc.string({ minLength: 1, maxLength: 12 }),
  admission_no: fc
    .tuple(fc.integer({ min: 2015, max: 2030 }), fc.integer({ min: 1, max: 9999 }))
    .map(([year, n]) => `${year}/${String(n).padStart(4, '0')}`),
  admission_date: fc
    .date({ min: new Date('2015-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
});
const classOf = fc.uniqueArray(candidate, { selector: (s) => s.student_id, maxLength: 60 });

describe('roll numbers', () => {
  it('are 1..n, each once, whatever the rule', () => {
    fc.assert(
      fc.property(
        classOf,
        fc.constantFrom('alphabetical', 'admission' as const),
        (students, rule) => {
          const numbered = assignRollNumbers(students, rule);
          expect(numbered.map((s) => s.roll_number)).toEqual(students.map((_, i) => i + 1));
          expect(new Set(numbered.map((s) => s.student_id))).toEqual(
            new Set(students.map((s) => s.student_id)),
          );
        },
      ),
    );
  });

  it('do not depend on the order the class was read in', () => {
    fc.assert(
      fc.property(
        classOf,
        fc.constantFrom('alphabetical', 'admission' as const),
        (students, rule) => {
          const ids = (list: typeof students) =>
            orderForRollNumbers(list, rule).map((s) => s.student_id);
          expect(ids([...students].reverse())).toEqual(ids(students));
        },
      ),
    );
  });

  it('alphabetical: by name ignoring case, numbers in names compared as numbers', () => {
    const students = [
      {
        student_id: 1,
        student_name: 'bina 10',
        admission_no: '2026/0001',
        admission_date: '2026-04-01',
      },
      {
        student_id: 2,
        student_name: 'Bina 9',
        admission_no: '2026/0002',
        admission_date: '2026-04-01',
      },
      {
        student_id: 3,
        student_name: 'Aarav',
        admission_no: '2026/0003',
        admission_date: '2026-04-02',
      },
      {
        student_id: 4,
        student_name: 'aarav',
        admission_no: '2025/0009',
        admission_date: '2025-04-02',
      },
    ];
    expect(orderForRollNumbers(students, 'alphabetical').map((s) => s.student_id)).toEqual([
      4, 3, 2, 1,
    ]);
  });

  it('admission: by admission date, then number (numerically), then id', () => {
    const students = [
      { student_id: 1, student_name: 'A', admission_no: '2026/0010', admission_date: '2026-04-01' },
      { student_id: 2, student_name: 'B', admission_no: '2026/0009', admission_date: '2026-04-01' },
      { student_id: 3, student_name: 'C', admission_no: '2025/0100', admission_date: '2025-06-01' },
      { student_id: 4, student_name: 'D', admission_no: 'X-2', admission_date: '2026-04-01' },
      { student_id: 5, student_name: 'E', admission_no: 'X-10', admission_date: '2026-04-01' },
    ];
    expect(orderForRollNumbers(students, 'admission').map((s) => s.student_id)).toEqual([
      3, 2, 1, 4, 5,
    ]);
  });
});

describe('names and repeats', () => {
  it('joins name parts single-spaced, skipping empty ones', () => {
    expect(joinName(' Aarav ', null, '', 'Iyer')).toBe('Aarav Iyer');
    expect(joinName('A', 'B', 'C')).toBe('A B C');
  });

  it('finds later repeats only', () => {
    expect(findRepeats(['a', 'b', 'A', 'a', null, null], (v) => v?.toLowerCase() ?? null)).toEqual([
      2, 3,
    ]);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 })), (values) => {
        const repeats = findRepeats(values, (v) => v);
        expect(values.length - repeats.length).toBe(new Set(values).size);
      }),
    );
  });
});
