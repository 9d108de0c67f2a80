import { getStudentIdCards } from '@shala/contracts';
import { openPdf } from './open-pdf';

/** `GET student_id_cards`: a class's (or section's) ID cards, opened in a new window. */
export function openIdCards(
  classId: number,
  sectionId: number | null,
  sessionId: number | null,
): Promise<void> {
  return openPdf(
    getStudentIdCards,
    {
      query: {
        class_id: classId,
        section_id: sectionId ?? undefined,
        session_id: sessionId ?? undefined,
      },
    },
    'The ID cards could not be made. Please try again.',
  );
}
