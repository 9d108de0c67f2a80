import { z } from 'zod';

/** A __title__ as the list shows it. */
export const __camel__RowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type __Pascal__Row = z.infer<typeof __camel__RowSchema>;
