import { z } from 'zod';

/** skip/limit paging: bounded so no request can ask for the whole table. */
export const pagingQuerySchema = z.object({
  skip: z.coerce
    .number({ error: 'Skip must be a number' })
    .int()
    .min(0, { error: 'Skip must be 0 or more' })
    .max(1_000_000)
    .default(0),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, { error: 'Limit must be at least 1' })
    .max(100, { error: 'Limit must be at most 100' })
    .default(15),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int() });
