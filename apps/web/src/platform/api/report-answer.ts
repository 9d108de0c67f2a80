import { type Envelope, messages } from '@shala/contracts';
import { toast } from '../notify/toast';
import type { ApiError } from './api-error';

/** Spec §8: which error shows a toast and with what text. */
export function reportError(error: ApiError): void {
  if (error.kind === 'network') {
    toast.error(messages.networkError);
    return;
  }
  // A 401 is the session ending: the screen changes, a toast would only alarm.
  if (error.status === 401) return;
  if (error.message) {
    toast.error(error.message);
  } else if (error.status >= 500) {
    toast.error(messages.tryAfterOneHour);
  } else {
    toast.error(messages.somethingWentWrong);
  }
}

/** Spec §8: a successful answer's message, toasted when it matters or when asked. */
export function reportSuccess(envelope: Envelope<unknown>, notify: boolean): void {
  if (!envelope.message) return;
  if (notify && envelope.status === false) {
    toast.error(envelope.message);
  } else if (envelope.result === false) {
    toast.warning(envelope.message);
  } else if (notify) {
    toast.success(envelope.message);
  }
}
