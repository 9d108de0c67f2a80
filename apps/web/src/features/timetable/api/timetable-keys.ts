/** Root of every timetable query: any write refreshes the grids and lists. */
export const timetableKey = ['timetable'] as const;
