import { ApiError } from '../../../platform/api/api-error';
import { toast } from '../../../platform/notify/toast';

/** Shows a refused save: under its field when the form has one, else as a toast. */
export function showRefusal(
  error: unknown,
  setFieldError?: (field: string, message: string) => void,
) {
  if (!(error instanceof ApiError)) return;
  error.shown = true;
  const field = error.fieldErrors?.[0];
  if (field && setFieldError) setFieldError(field.field, field.message);
  else if (!error.isTerminated) toast.error(error.message);
}
