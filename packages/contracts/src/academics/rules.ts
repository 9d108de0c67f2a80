/** Pure rules of sessions, classes and promotion; the server and the screens share them. */

export interface DateRange {
  start_date: string;
  end_date: string;
}

const dayMs = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date `days` days after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * dayMs);

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function shiftYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const safeDay = month === 2 && day === 29 && !leap ? 28 : day;
  return `${target}-${String(month).padStart(2, '0')}-${String(safeDay).padStart(2, '0')}`;
}

/** True when two date ranges share at least one day (ends are inclusive). */
export const rangesOverlap = (a: DateRange, b: DateRange) =>
  a.start_date <= b.end_date && b.start_date <= a.end_date;

/** True when `inner` lies within `outer`. */
export const rangeWithin = (inner: DateRange, outer: DateRange) =>
  inner.start_date >= outer.start_date && inner.end_date <= outer.end_date;

/** The first of `others` that overlaps `range`, if any. */
export function findOverlap<T extends DateRange>(range: DateRange, others: readonly T[]) {
  return others.find((other) => rangesOverlap(range, other));
}

const twoYears = /^(.*?)(\d{4})(\s*[-/–]\s*)(\d{4}|\d{2})(?!\d)(.*)$/;
const oneYear = /^(.*?)(\d{4})(?!\d)(.*)$/;

/** The name after `name`: 2026-27 → 2027-28, 2026-2027 → 2027-2028, 2026 → 2027. */
export function nextSessionName(name: string, next: DateRange): string {
  const pair = twoYears.exec(name);
  if (pair) {
    const [, before, start, dash, end, after] = pair as unknown as string[];
    const nextEnd =
      end!.length === 4
        ? String(Number(end) + 1)
        : String((Number(end) + 1) % 100).padStart(2, '0');
    return `${before}${Number(start) + 1}${dash}${nextEnd}${after}`;
  }
  const single = oneYear.exec(name);
  if (single) return `${single[1]}${Number(single[2]) + 1}${single[3]}`;
  const startYear = Number(next.start_date.slice(0, 4));
  const endYear = Number(next.end_date.slice(0, 4));
  return startYear === endYear
    ? String(startYear)
    : `${startYear}-${String(endYear % 100).padStart(2, '0')}`;
}

/**
 * The session after `session`: the same days a year later, starting after `session` ends
 * and lasting at least one day; named by `nextSessionName`.
 */
export function nextSessionOf(
  session: DateRange & { session_name: string },
): DateRange & { session_name: string } {
  let start = shiftYears(session.start_date, 1);
  if (start <= session.end_date) start = addDays(session.end_date, 1);
  let end = shiftYears(session.end_date, 1);
  if (end <= start) {
    const length = Math.max(1, (toTime(session.end_date) - toTime(session.start_date)) / dayMs);
    end = addDays(start, length);
  }
  const range = { start_date: start, end_date: end };
  return { session_name: nextSessionName(session.session_name, range), ...range };
}

/** A sub-session moved a year on and kept within its new parent; null when nothing is left. */
export function nextSubSessionOf<T extends DateRange>(
  sub: T,
  parent: DateRange,
): (T & DateRange) | null {
  const start = shiftYears(sub.start_date, 1);
  const end = shiftYears(sub.end_date, 1);
  // YYYY-MM-DD strings sort as dates: the later start and the earlier end.
  const clamped = {
    start_date: [start, parent.start_date].sort()[1]!,
    end_date: [end, parent.end_date].sort()[0]!,
  };
  if (clamped.start_date > clamped.end_date) return null;
  return { ...sub, ...clamped };
}

export interface ClassPlace {
  id: number;
  class_name: string;
  position: number;
}

export interface NextClassMap {
  /** Class id → the class its students move to, or null when they pass out. */
  next: Map<number, number | null>;
  /** Classes whose next position is shared by several classes (no single next class). */
  ambiguous: Array<{ class_id: number; candidates: number[] }>;
}

/**
 * Promotion order: a class's students move to the class with the smallest position greater
 * than its own; classes at the greatest position pass out. Classes sharing a position are
 * parallel; two classes at the next position make the next class ambiguous.
 */
export function mapNextClasses(classes: readonly ClassPlace[]): NextClassMap {
  const positions = [...new Set(classes.map((c) => c.position))].sort((a, b) => a - b);
  const next = new Map<number, number | null>();
  const ambiguous: NextClassMap['ambiguous'] = [];
  for (const place of classes) {
    const nextPosition = positions.find((position) => position > place.position);
    if (nextPosition === undefined) {
      next.set(place.id, null);
      continue;
    }
    const candidates = classes
      .filter((c) => c.position === nextPosition)
      .map((c) => c.id)
      .sort((a, b) => a - b);
    next.set(place.id, candidates[0]!);
    if (candidates.length > 1) ambiguous.push({ class_id: place.id, candidates });
  }
  return { next, ambiguous };
}

/** Compares names as a class list shows them: case and accents aside, then by id. */
export function compareStudentNames(
  a: { id: number; student_name: string },
  b: { id: number; student_name: string },
): number {
  const byName = a.student_name.localeCompare(b.student_name, 'en', { sensitivity: 'base' });
  if (byName !== 0) return byName;
  const exact = a.student_name < b.student_name ? -1 : a.student_name > b.student_name ? 1 : 0;
  return exact !== 0 ? exact : a.id - b.id;
}

/** Roll numbers 1…n of one class and section, in alphabetical order of the students' names. */
export function rollNumbersByName<T extends { id: number; student_name: string }>(
  students: readonly T[],
): Array<T & { roll_number: number }> {
  return [...students]
    .sort(compareStudentNames)
    .map((student, index) => ({ ...student, roll_number: index + 1 }));
}

export interface ProgramOfStudent {
  student_id: number;
  student_name: string;
  class_id: number;
  section_id: number | null;
}

export interface Placement {
  student_id: number;
  class_id: number;
  section_id: number | null;
  roll_number: number;
}

/**
 * Where each student goes in the next session: the next class, the same section when the
 * next class has it (else none), roll numbers per class and section by name. Students of
 * the last class pass out.
 */
export function promoteStudents(input: {
  next: Map<number, number | null>;
  /** Section ids each class has (in the session being copied). */
  sectionsOfClass: Map<number, ReadonlySet<number>>;
  students: readonly ProgramOfStudent[];
}): { placements: Placement[]; passingOut: number[] } {
  const groups = new Map<
    string,
    Array<{ id: number; student_name: string; class_id: number; section_id: number | null }>
  >();
  const passingOut: number[] = [];
  for (const student of input.students) {
    const nextClass = input.next.get(student.class_id) ?? null;
    if (nextClass === null) {
      passingOut.push(student.student_id);
      continue;
    }
    const keeps =
      student.section_id !== null &&
      (input.sectionsOfClass.get(nextClass)?.has(student.section_id) ?? false);
    const section = keeps ? student.section_id : null;
    const key = `${nextClass}:${section ?? ''}`;
    const group = groups.get(key) ?? [];
    group.push({
      id: student.student_id,
      student_name: student.student_name,
      class_id: nextClass,
      section_id: section,
    });
    groups.set(key, group);
  }
  const placements = [...groups.values()].flatMap((group) =>
    rollNumbersByName(group).map((s) => ({
      student_id: s.id,
      class_id: s.class_id,
      section_id: s.section_id,
      roll_number: s.roll_number,
    })),
  );
  return { placements, passingOut: passingOut.sort((a, b) => a - b) };
}
