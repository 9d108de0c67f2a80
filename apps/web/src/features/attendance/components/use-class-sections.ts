import { useClassHasSections } from '../../../ui/lookups/class-section-fields';
import { toId } from '../../../ui/lookups/to-id';

/** Ready once a class is chosen and, when it has sections, a section too. */
export function useClassSections(place: { classId: string | null; sectionId: string | null }) {
  const hasSections = useClassHasSections(place.classId);
  const ready =
    toId(place.classId) !== null &&
    hasSections !== null &&
    (!hasSections || toId(place.sectionId) !== null);
  return { ready, hasSections };
}
