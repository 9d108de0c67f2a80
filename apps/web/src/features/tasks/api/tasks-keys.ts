/** Root of every tasks query: any write refreshes the lists. */
export const tasksKey = ['tasks'] as const;
