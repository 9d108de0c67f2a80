import type { classwiseCountsSchema } from '@shala/contracts';
import type { z } from 'zod';

export type ClasswiseRow = z.infer<typeof classwiseCountsSchema>['rows'][number];

export interface Counts {
  boys: number;
  girls: number;
  others: number;
  total: number;
}

/** One class with its sections' rows and their sum, in the server's (promotion) order. */
export interface ClassGroup {
  class_id: number;
  class_name: string;
  sections: ClasswiseRow[];
  subtotal: Counts;
}

const add = (a: Counts, b: Counts): Counts => ({
  boys: a.boys + b.boys,
  girls: a.girls + b.girls,
  others: a.others + b.others,
  total: a.total + b.total,
});

const zero: Counts = { boys: 0, girls: 0, others: 0, total: 0 };

/** Rows per class, keeping the order in which classes first appear. */
export function groupByClass(rows: readonly ClasswiseRow[]): ClassGroup[] {
  const groups = new Map<number, ClassGroup>();
  for (const row of rows) {
    const group = groups.get(row.class_id) ?? {
      class_id: row.class_id,
      class_name: row.class_name,
      sections: [],
      subtotal: zero,
    };
    group.sections.push(row);
    group.subtotal = add(group.subtotal, row);
    groups.set(row.class_id, group);
  }
  return [...groups.values()];
}

/** Whether any student is neither boy nor girl: only then the table shows an Others column. */
export const hasOthers = (rows: readonly Counts[]) => rows.some((row) => row.others > 0);
