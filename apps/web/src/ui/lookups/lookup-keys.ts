/**
 * Root of the session, class and section options every screen picks from. Whatever writes
 * sessions, classes or sections invalidates it, so no screen keeps a stale list.
 */
export const lookupsKey = ['lookups'] as const;
