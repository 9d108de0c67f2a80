import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  mapNextClasses,
  nextSessionName,
  nextSessionOf,
  nextSubSessionOf,
  promoteStudents,
  rangesOverlap,
  rollNumbersByName,
  shiftYears,
} from './rules.ts';

/** A YYYY-MM-DD date between 2000 and 2090. */
const dateArb = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 11, 31) })
  .map((time) => new Date(time).toISOString().slice(0, 10));
const sessionArb = fc
  .record({
    start: dateArb,
    days: fc.integer({ min: 1, max: 800 }),
    name: fc.string({ maxLength: 20 }),
  })
  .map(({ start, days, name }) => ({
    session_name: name,
    start_date: start,
    end_date: addDays(start, days),
  }));

describe('next session', () => {
  it('names the next academic year in the same style', () => {
    const range = { start_date: '2027-04-01', end_date: '2028-03-31' };
    expect(nextSessionName('2026-27', range)).toBe('2027-28');
    expect(nextSessionName('2026-2027', range)).toBe('2027-2028');
    expect(nextSessionName('Session 2026 - 27 (CBSE)', range)).toBe('Session 2027 - 28 (CBSE)');
    expect(nextSessionName('2099-00', range)).toBe('2100-01');
    expect(nextSessionName('2026', range)).toBe('2027');
    expect(nextSessionName('Current year', range)).toBe('2027-28');
  });

  it('moves April–March a year on', () => {
    expect(
      nextSessionOf({ session_name: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31' }),
    ).toEqual({ session_name: '2027-28', start_date: '2027-04-01', end_date: '2028-03-31' });
    expect(shiftYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftYears('2027-02-28', 1)).toBe('2028-02-28');
  });

  it('starts after the session ends, lasts at least a day and takes a new name (property)', () => {
    fc.assert(
      fc.property(sessionArb, (session) => {
        const next = nextSessionOf(session);
        expect(next.start_date > session.end_date).toBe(true);
        expect(next.end_date > next.start_date).toBe(true);
        expect(rangesOverlap(next, session)).toBe(false);
        expect(next.session_name).not.toBe(session.session_name);
      }),
    );
  });

  it('keeps a year-long session a year long (property)', () => {
    fc.assert(
      fc.property(dateArb, (start) => {
        const end = addDays(shiftYears(start, 1), -1);
        const next = nextSessionOf({ session_name: 'x', start_date: start, end_date: end });
        expect(next.start_date).toBe(shiftYears(start, 1));
        expect(next.end_date).toBe(shiftYears(end, 1));
      }),
    );
  });

  it('keeps sub-sessions inside the next session, or drops them (property)', () => {
    fc.assert(
      fc.property(
        sessionArb,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (session, a, b) => {
          const sub = {
            start_date: addDays(session.start_date, a),
            end_date: addDays(session.start_date, a + b),
          };
          const next = nextSessionOf(session);
          const moved = nextSubSessionOf(sub, next);
          if (moved) {
            expect(moved.start_date >= next.start_date && moved.end_date <= next.end_date).toBe(
              true,
            );
            expect(moved.start_date <= moved.end_date).toBe(true);
          }
        },
      ),
    );
  });
});

const classesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 15 })
  .chain((ids) =>
    fc
      .array(fc.integer({ min: 0, max: 20 }), { minLength: ids.length, maxLength: ids.length })
      .map((positions) =>
        ids.map((id, i) => ({ id, class_name: `C${id}`, position: positions[i]! })),
      ),
  );

describe('next class', () => {
  it('follows positions, the last class passes out', () => {
    const { next, ambiguous } = mapNextClasses([
      { id: 1, class_name: 'Nursery', position: 1 },
      { id: 3, class_name: '2', position: 5 },
      { id: 2, class_name: '1', position: 3 },
    ]);
    expect([...next]).toEqual([
      [1, 2],
      [3, null],
      [2, 3],
    ]);
    expect(ambiguous).toEqual([]);
  });

  it('flags two classes at the next position', () => {
    const { ambiguous } = mapNextClasses([
      { id: 1, class_name: '10', position: 10 },
      { id: 2, class_name: '11 Science', position: 11 },
      { id: 3, class_name: '11 Commerce', position: 11 },
    ]);
    expect(ambiguous).toEqual([{ class_id: 1, candidates: [2, 3] }]);
  });

  it('moves to the lowest greater position; only the greatest position passes out (property)', () => {
    fc.assert(
      fc.property(classesArb, (list) => {
        const { next } = mapNextClasses(list);
        const top = Math.max(...list.map((c) => c.position));
        for (const place of list) {
          const target = next.get(place.id);
          if (place.position === top) {
            expect(target).toBeNull();
            continue;
          }
          const to = list.find((c) => c.id === target)!;
          expect(to.position).toBeGreaterThan(place.position);
          expect(list.some((c) => c.position > place.position && c.position < to.position)).toBe(
            false,
          );
        }
      }),
    );
  });
});

const studentsArb = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 100_000 }),
    student_name: fc.string({ minLength: 1, maxLength: 12 }),
  }),
  { selector: (s) => s.id, maxLength: 40 },
);

describe('roll numbers', () => {
  it('go alphabetically by name, ignoring case, ties by id', () => {
    const rolls = rollNumbersByName([
      { id: 3, student_name: 'meera' },
      { id: 1, student_name: 'Aarav' },
      { id: 2, student_name: 'Meera' },
      { id: 4, student_name: 'Zoya' },
    ]);
    expect(rolls.map((s) => [s.id, s.roll_number])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('are 1…n, one each, and do not depend on the input order (property)', () => {
    fc.assert(
      fc.property(studentsArb, fc.integer(), (students, seed) => {
        const rolls = rollNumbersByName(students);
        expect(rolls.map((s) => s.roll_number)).toEqual(students.map((_, i) => i + 1));
        expect(new Set(rolls.map((s) => s.id)).size).toBe(students.length);
        const shuffled = [...students].sort((a, b) => ((a.id * seed) % 7) - ((b.id * seed) % 7));
        expect(rollNumbersByName(shuffled)).toEqual(rolls);
      }),
    );
  });
});

describe('promotion', () => {
  it('moves students up, keeps the section when the next class has it, passes out the last class', () => {
    const next = new Map<number, number | null>([
      [1, 2],
      [2, 3],
      [3, null],
    ]);
    const sectionsOfClass = new Map([
      [2, new Set([10, 11])],
      [3, new Set([10])],
    ]);
    const { placements, passingOut } = promoteStudents({
      next,
      sectionsOfClass,
      students: [
        { student_id: 1, student_name: 'Ravi', class_id: 1, section_id: null },
        { student_id: 2, student_name: 'Asha', class_id: 2, section_id: 11 },
        { student_id: 3, student_name: 'Bina', class_id: 2, section_id: 10 },
        { student_id: 4, student_name: 'Chetan', class_id: 3, section_id: 10 },
        { student_id: 5, student_name: 'Anil', class_id: 2, section_id: 11 },
      ],
    });
    expect(passingOut).toEqual([4]);
    expect(placements).toEqual(
      expect.arrayContaining([
        { student_id: 1, class_id: 2, section_id: null, roll_number: 1 },
        { student_id: 3, class_id: 3, section_id: 10, roll_number: 1 },
        // Section 11 does not exist in class 3: no section, numbered among themselves.
        { student_id: 5, class_id: 3, section_id: null, roll_number: 1 },
        { student_id: 2, class_id: 3, section_id: null, roll_number: 2 },
      ]),
    );
    expect(placements).toHaveLength(4);
  });

  it('places every student once, with unique roll numbers 1…n per class and section (property)', () => {
    fc.assert(
      fc.property(
        classesArb,
        fc.array(
          fc.record({
            name: fc.string({ maxLength: 8 }),
            c: fc.nat(),
            s: fc.option(fc.integer({ min: 1, max: 3 })),
          }),
          {
            maxLength: 60,
          },
        ),
        (list, raw) => {
          const { next } = mapNextClasses(list);
          const sectionsOfClass = new Map(
            list.map((c) => [c.id, new Set(c.id % 2 ? [1, 2] : [1])]),
          );
          const students = raw.map((r, i) => ({
            student_id: i + 1,
            student_name: r.name,
            class_id: list[r.c % list.length]!.id,
            section_id: r.s,
          }));
          const { placements, passingOut } = promoteStudents({ next, sectionsOfClass, students });
          expect(placements.length + passingOut.length).toBe(students.length);
          const groups = new Map<string, number[]>();
          for (const p of placements) {
            const from = students[p.student_id - 1]!;
            expect(p.class_id).toBe(next.get(from.class_id));
            if (p.section_id !== null) expect(p.section_id).toBe(from.section_id);
            const key = `${p.class_id}:${p.section_id}`;
            groups.set(key, [...(groups.get(key) ?? []), p.roll_number]);
          }
          for (const rolls of groups.values())
            expect(rolls.sort((a, b) => a - b)).toEqual(rolls.map((_, i) => i + 1));
        },
      ),
    );
  });
});
