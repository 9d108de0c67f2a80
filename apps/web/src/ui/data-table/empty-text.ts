/**
 * What every list says when it has no rows: the spec's generic table text (platform §2.7),
 * written once. A screen keeps its own only where the spec gives that screen one ('No tasks
 * found.', 'No Message found.', …) or where the text says more than "nothing" (what to do next).
 */
export const noDataFound = 'No Data Found';
