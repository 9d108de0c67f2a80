/**
 * Root of every academics query. Sessions, classes, sections, subjects and allocations hang
 * together (a new session copies them all), so any write refreshes the whole tree.
 */
export const academicsKey = ['academics'] as const;

export const academicsKeys = {
  sessions: [...academicsKey, 'sessions'] as const,
  preview: [...academicsKey, 'new-session-preview'] as const,
  classes: [...academicsKey, 'classes'] as const,
  sections: [...academicsKey, 'sections'] as const,
  subjects: [...academicsKey, 'subjects'] as const,
  classSections: [...academicsKey, 'class-sections'] as const,
  classSubjects: [...academicsKey, 'class-subjects'] as const,
  teacherAllocations: [...academicsKey, 'teacher-allocations'] as const,
  teachers: [...academicsKey, 'teachers'] as const,
};
