/** Root of every fee setup query: a write refreshes what it changes. */
export const feesKey = ['fees'] as const;

export const feeKeys = {
  titles: [...feesKey, 'titles'] as const,
  structures: [...feesKey, 'structures'] as const,
  copyable: [...feesKey, 'structures', 'copyable'] as const,
  categories: [...feesKey, 'concession-categories'] as const,
  studentConcessions: [...feesKey, 'student-concessions'] as const,
  schedule: [...feesKey, 'schedule'] as const,
};
