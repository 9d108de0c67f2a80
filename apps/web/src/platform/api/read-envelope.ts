import type { Envelope, FieldError } from '@shala/contracts';

/** The envelope of an answer, or null when the body is not one (proxy pages, empty bodies). */
export async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('data' in value)) return null;
    const body = value as Partial<Envelope<unknown>>;
    return {
      status: body.status ?? false,
      message: typeof body.message === 'string' ? body.message : '',
      result: body.result ?? false,
      data: body.data,
    };
  } catch {
    return null;
  }
}

/** `data.errors` of a 400 answer, when present and well formed. */
export function readFieldErrors(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null) return [];
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.field === 'string' &&
      typeof item.message === 'string',
  );
}
