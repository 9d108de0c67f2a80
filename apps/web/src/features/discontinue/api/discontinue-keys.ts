/** Root of every discontinue query: a discontinue or readmission refreshes both lists. */
export const discontinueKey = ['discontinue'] as const;
