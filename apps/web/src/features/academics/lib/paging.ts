/** Rows asked for per page in the academics lists. */
export const academicsPageSize = 15;

/** The largest page the API gives: used when a screen needs every row (e.g. all sections). */
export const fullPageSize = 100;
