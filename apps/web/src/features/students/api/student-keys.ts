/** Root of every student query; an admission, edit or roll change refreshes all of them. */
export const studentsKey = ['students'] as const;

/** Root of the class, section and session pickers the student screens read. */
export const studentLookupsKey = ['student-lookups'] as const;
