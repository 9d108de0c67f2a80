import { z } from 'zod';

/** The spec's generic answer: every API response has this shape. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.union([z.boolean(), z.literal('TERMINATE')]),
    message: z.string(),
    result: z.boolean(),
    data,
  });

export type Envelope<T> = {
  status: boolean | 'TERMINATE';
  message: string;
  result: boolean;
  data: T;
};

/** A field-level validation problem, listed in `data.errors` of a 400 answer. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const emptySchema = z.object({}).strict();
export const nullDataSchema = z.null();
