import { z } from 'zod';
import type { FieldError } from './envelope.ts';

/** Turns a Zod error into field errors whose messages always name the field. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    return { field, message: describeIssue(field, issue) };
  });
}

const generic = /^(Invalid input|Too (big|small)|Invalid|Unrecognized key)/i;

function describeIssue(field: string, issue: z.core.$ZodIssue): string {
  if (!generic.test(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const label = humanize(field);
  switch (issue.code) {
    case 'invalid_type':
      // Zod leaves `input` out of issues unless asked; its message says what was received.
      return /received undefined$/.test(issue.message)
        ? askFor(field)
        : `${label} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'too_big':
      return `${label} is too ${issue.origin === 'string' ? 'long' : 'large'}`;
    case 'too_small':
      // An empty text where one is needed is a missing value, not a short one.
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return askFor(field);
      return `${label} is too ${issue.origin === 'string' ? 'short' : 'small'}`;
    default:
      return `${label} is invalid`;
  }
}

const picked = /(_id|_ids|Id|Ids)$/;

/**
 * What to do about a missing value, naming the field: "Enter the full name"; a field that
 * holds a chosen row ("class_id") is picked, not typed: "Select the class".
 */
function askFor(field: string): string {
  const last = field.split('.').pop() ?? field;
  if (picked.test(last)) return `Select the ${humanize(last.replace(picked, '')).toLowerCase()}`;
  return `Enter the ${humanize(last).toLowerCase()}`;
}

function humanize(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Common field helpers with bounded sizes, so no input is unbounded. */
export const text = (max = 255) => z.string().trim().max(max);
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
export const idParam = z.coerce
  .number({ error: 'Invalid id' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);
