/** Root of every student query; an admission, edit or roll change refreshes all of them. */
export const studentsKey = ['students'] as const;
