/** Root of every attendance query: a save refreshes registers and reports. */
export const attendanceKey = ['attendance'] as const;
