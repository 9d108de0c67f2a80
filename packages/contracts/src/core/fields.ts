import { z } from 'zod';

/** Field schemas shared by the academics routes: ids, YYYY-MM-DD dates, 1/0 flags. */

/** True for a real calendar date written YYYY-MM-DD, years 1900 to 2200. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A YYYY-MM-DD date; `message` for a missing or malformed value. */
export const calendarDateSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, { error: message })
    .refine(isCalendarDate, { error: message });

/** A row id (positive, within JavaScript's safe integers); `message` when it is not one. */
export const recordIdSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

/** A list of distinct row ids; a query may send it as repeated keys or as "1,2,3". */
export const recordIdListSchema = (message: string, max = 200) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
    z
      .array(recordIdSchema(message), { error: message })
      .max(max, { error: message })
      .transform((ids) => [...new Set(ids)]),
  );

/** The spec's 1/0 flags; true/false and "1"/"0"/"true"/"false" are read too. */
export const flagSchema = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === 'true' || value === '1' || value === 1) return true;
      if (value === 'false' || value === '0' || value === 0) return false;
      return value;
    },
    z.boolean({ error: message }),
  );

/** A 1/0 flag as answered. */
export const oneOrZeroSchema = z.union([z.literal(0), z.literal(1)]);
export const asOneOrZero = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Option lists are label/value pairs. */
export const optionSchema = z.object({ label: z.string(), value: z.number().int() });
export type Option = z.infer<typeof optionSchema>;

/** A required name: `enter` when missing or blank, "<label> must be at most N characters" when long. */
export const nameSchema = (enter: string, label: string, max: number) =>
  z
    .string({ error: enter })
    .trim()
    .min(1, { error: enter })
    .max(max, { error: `${label} must be at most ${max} characters` });
