import { toFieldErrors } from '@shala/contracts';
import type { z } from 'zod';

/**
 * A @mantine/form `validate` function from a contracts schema, so a form shows the
 * same message the server would send. The first problem of each field wins.
 */
export function schemaValidator<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const { field, message } of toFieldErrors(parsed.error)) {
      errors[field] ??= message;
    }
    return errors;
  };
}
