/** How roll numbers are given in a class: by name, or in the order students were admitted. */
export const rollNumberOrders = ['alphabetical', 'admission'] as const;
export type RollNumberOrder = (typeof rollNumberOrders)[number];

export interface RollCandidate {
  student_id: number;
  student_name: string;
  admission_no: string;
  admission_date: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Students in roll-number order: alphabetical by name (case and accents ignored), or by
 * admission date then admission number (numeric-aware, so 2026/0010 follows 2026/0009).
 * Ties fall back to the admission number, then the id, so the order is total and stable.
 */
export function orderForRollNumbers<T extends RollCandidate>(
  students: readonly T[],
  order: RollNumberOrder,
): T[] {
  const byAdmission = (a: T, b: T) =>
    (a.admission_date < b.admission_date ? -1 : a.admission_date > b.admission_date ? 1 : 0) ||
    collator.compare(a.admission_no, b.admission_no);
  const byName = (a: T, b: T) => collator.compare(a.student_name.trim(), b.student_name.trim());
  return [...students].sort(
    (a, b) =>
      (order === 'alphabetical' ? byName(a, b) || byAdmission(a, b) : byAdmission(a, b)) ||
      a.student_id - b.student_id,
  );
}

/** Roll numbers 1..n in the rule's order. */
export function assignRollNumbers<T extends RollCandidate>(
  students: readonly T[],
  order: RollNumberOrder,
): Array<T & { roll_number: number }> {
  return orderForRollNumbers(students, order).map((student, index) => ({
    ...student,
    roll_number: index + 1,
  }));
}

/** The full name from its parts, single-spaced. */
export const joinName = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** Indexes of entries whose value occurs earlier in the list (the later ones are duplicates). */
export function findRepeats<T>(values: readonly T[], key: (value: T) => string | null): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  values.forEach((value, index) => {
    const k = key(value);
    if (k === null) return;
    if (seen.has(k)) repeats.push(index);
    else seen.add(k);
  });
  return repeats;
}
