import { z } from 'zod';
import { rowIdSchema } from '../core/person-fields.ts';
import { defineRoute } from '../core/route.ts';
import { studentMessages } from './schemas.ts';

export const studentIdCardsQuerySchema = z.object({
  class_id: rowIdSchema(studentMessages.chooseClass),
  section_id: rowIdSchema(studentMessages.chooseSection).optional(),
  /** Defaults to the current session. */
  session_id: rowIdSchema(studentMessages.sessionNotFound).optional(),
});

/** ID cards of a class (or a section) as A4 sheets of cards, with a QR of the admission number. */
export const getStudentIdCards = defineRoute({
  id: 'students.idCards',
  method: 'GET',
  area: 'school',
  path: '/student_id_cards',
  access: { kind: 'module', module: 'admission:manage_student_details' },
  summary: "A class's student ID cards as a PDF, ten cards to an A4 sheet",
  query: studentIdCardsQuerySchema,
  data: z.null(),
  produces: 'file',
});
