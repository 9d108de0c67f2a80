/** Rows asked for per page in the super-admin lists. */
export const schoolPageSize = 15;
