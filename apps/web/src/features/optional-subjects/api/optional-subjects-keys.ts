/** Root of every optional-subjects query. */
export const optionalSubjectsKey = ['optional-subjects'] as const;
