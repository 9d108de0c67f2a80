/** Root of every exams query: any write refreshes the module's lists. */
export const examsKey = ['exams'] as const;
