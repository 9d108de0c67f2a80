/** Rows asked for per page in the student lists. */
export const studentPageSize = 20;
