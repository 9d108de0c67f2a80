/** A class and, when the class has sections in the session, one of them. */
export interface ClassChoice {
  classId: number;
  sectionId: number | null;
}

export { toId } from '../../../ui/lookups/to-id';

/**
 * The chosen class and section once the choice is complete: a class without sections
 * needs none; a class with sections needs one. `hasSections` is null while unknown.
 */
export function completeChoice(
  classId: number | null,
  sectionId: number | null,
  hasSections: boolean | null,
): ClassChoice | null {
  if (classId === null || hasSections === null) return null;
  if (!hasSections) return { classId, sectionId: null };
  return sectionId === null ? null : { classId, sectionId };
}

/** "Class 5 - A", or the class alone when it has no section; N/A without a class. */
export function classLabel(className: string | null, sectionName: string | null): string {
  if (!className) return 'N/A';
  return sectionName ? `${className} - ${sectionName}` : className;
}
