import { isApiError } from '../../../platform/api/api-error';

/**
 * Where a throttled sign-in sent its code (`signInCodeOfferSchema`, read without zod for the
 * sign-in page's budget): the masked e-mail and mobile, or null when the answer offers none.
 */
export function readCodeOffer(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const sentTo = (error.data as { codeSentTo?: unknown } | null)?.codeSentTo;
  if (!Array.isArray(sentTo) || sentTo.length === 0) return null;
  return sentTo.filter((item): item is string => typeof item === 'string');
}
