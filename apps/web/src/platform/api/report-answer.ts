import { type Envelope, messages } from '@shala/contracts';
import { toast } from '../notify/toast';
import { type ApiError, isApiError } from './api-error';

/** Spec §8: which error shows a toast and with what text. */
export function reportError(error: ApiError): void {
  error.shown = true;
  if (error.kind === 'network') {
    toast.error(messages.networkError);
    return;
  }
  // The session ending changes the screen: a toast would only alarm. Any other 401 (a wrong
  // password) is the user's to read.
  if (error.isTerminated) return;
  if (error.message) {
    toast.error(error.message);
  } else if (error.status >= 500) {
    toast.error(messages.tryAfterOneHour);
  } else {
    toast.error(messages.somethingWentWrong);
  }
}

/** Tells the user of a failure nobody showed yet: the server's message, or a generic one. */
export function reportUnshownError(error: unknown): void {
  if (isApiError(error)) {
    if (!error.shown) reportError(error);
  } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
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
