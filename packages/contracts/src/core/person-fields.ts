import { z } from 'zod';
import { isCalendarDate } from './fields.ts';

/** Field schemas of people (staff, students, parents): dates, e-mail, mobile, names. */

export const personFieldMessages = {
  badEmail: 'Please enter a valid e-mail',
  badMobile: 'Please enter a valid 10-digit mobile number',
};

export const genders = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof genders)[number];

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Today as YYYY-MM-DD in India (the schools' default time zone). */
export const todayIso = (now = new Date()) =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** A YYYY-MM-DD date; the one message is used for a missing or an invalid value. */
export const isoDateSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, { error: message })
    .check(z.iso.date({ error: message }))
    .refine(isCalendarDate, { error: message });

/** A date that is not after today (birth dates). */
export const pastDateSchema = (message: string, futureMessage: string) =>
  isoDateSchema(message).refine((value) => !isCalendarDate(value) || value <= todayIso(), {
    error: futureMessage,
  });

/** An empty string or null counts as "not given"; the answer is then null. */
const blankAsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Optional free text: trimmed, bounded, '' becomes null. */
export const optionalTextSchema = (max: number, message = `Must be at most ${max} characters`) =>
  z.preprocess(blankAsNull, z.string().trim().max(max, { error: message }).nullable());

export const optionalEmailSchema = z.preprocess(
  blankAsNull,
  z
    .string({ error: personFieldMessages.badEmail })
    .trim()
    .toLowerCase()
    .max(254, { error: personFieldMessages.badEmail })
    .email({ error: personFieldMessages.badEmail })
    .nullable(),
);

export const mobilePattern = /^[6-9]\d{9}$/;
export const optionalMobileSchema = z.preprocess(
  blankAsNull,
  z
    .string({ error: personFieldMessages.badMobile })
    .trim()
    .regex(mobilePattern, { error: personFieldMessages.badMobile })
    .nullable(),
);

export const optionalDateSchema = (message: string) =>
  z.preprocess(blankAsNull, isoDateSchema(message).nullable());

/** A positive row id with a message naming the field. */
export const rowIdSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

export const optionalRowIdSchema = (message: string) =>
  z.preprocess(blankAsNull, rowIdSchema(message).nullable());

/** 'true' / 'false' in a query string. */
export const queryBooleanSchema = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');

export const searchSchema = z.string().trim().max(100, { error: 'Search is too long' });
