import { z } from 'zod';
import {
  flagSchema,
  oneOrZeroSchema,
  optionSchema,
  recordIdListSchema,
  recordIdSchema,
} from '../core/fields.ts';
import { sessionMessages } from './schemas.ts';
import { structureMessages } from './structure-schemas.ts';

/** Shapes of the shared lookups (operations §7): option lists are label/value pairs. */

export const optionListSchema = z.array(optionSchema);

export const sessionOptionSchema = optionSchema.extend({ is_current: oneOrZeroSchema });
export const sessionOptionListSchema = z.array(sessionOptionSchema);

export const sectionItemSchema = z.object({ id: z.number().int(), section_name: z.string() });
export const sectionItemListSchema = z.array(sectionItemSchema);

export const classIdQuerySchema = z.object({
  class_id: recordIdSchema(structureMessages.chooseClass),
});
export const classIdParamsSchema = z.object({
  classId: recordIdSchema(structureMessages.classNotFound),
});
export const classIdListQuerySchema = z.object({
  class_id: recordIdListSchema(structureMessages.chooseClass, 100).refine((ids) => ids.length > 0, {
    error: structureMessages.chooseClass,
  }),
});

export const sectionsOptionsQuerySchema = z.object({
  session_id: recordIdSchema(sessionMessages.chooseSession).optional(),
  class_id: recordIdSchema(structureMessages.chooseClass),
});
export const sectionsOptionsSchema = z.object({
  classWithNoSection: z.boolean(),
  sectionsOp: optionListSchema,
});

export const currentSessionOptionsSchema = z.object({ sessionsOp: sessionOptionListSchema });

export const currentSessionSchema = z.object({
  id: z.number().int().nullable(),
  currentSession: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

export const subjectsOptionsQuerySchema = z.object({
  is_optional: flagSchema(structureMessages.isOptionalFlag).optional(),
  /** Only the subjects of this class (in the session, the current one by default). */
  class_id: recordIdSchema(structureMessages.chooseClass).optional(),
  session_id: recordIdSchema(sessionMessages.chooseSession).optional(),
});
export const subjectOptionListSchema = z.array(
  optionSchema.extend({ is_optional: oneOrZeroSchema }),
);
