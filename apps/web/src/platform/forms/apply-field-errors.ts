import { isApiError } from '../api/api-error';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts a 400 answer's field messages under the matching inputs. True when any were set; any
 * other failure is left to the query client's default, which toasts the server's message.
 */
export function applyFieldErrors(form: FormWithErrors, error: unknown): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  error.shown = true;
  const errors: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) errors[field] ??= message;
  form.setErrors(errors);
  return true;
}
