import { z } from 'zod';
import { nameSchema, recordIdSchema } from '../core/fields.ts';
import { feeMessages as m } from './messages.ts';

export const feeTitleIdSchema = recordIdSchema(m.titleNotFound);
export const createFeeTitleBodySchema = z.object({ title: nameSchema(m.enterTitle, 'Title', 100) });
export const updateFeeTitleBodySchema = z.object({
  fee_type_name: nameSchema(m.enterTitle, 'Title', 100),
  id: feeTitleIdSchema,
});
export const feeTitleIdParamsSchema = z.object({ id: feeTitleIdSchema });
export const feeTitleRowSchema = z.object({ id: z.number().int(), fee_type_name: z.string() });
export type FeeTitleRow = z.infer<typeof feeTitleRowSchema>;
