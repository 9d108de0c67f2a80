import { messages } from '@shala/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from '../forms/apply-field-errors';
import { toast } from '../notify/toast';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

vi.mock('../notify/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

afterEach(() => vi.clearAllMocks());

const refusal = (fieldErrors: Array<{ field: string; message: string }> = []) =>
  new ApiError({ kind: 'http', status: 400, message: 'Please select a session', fieldErrors });

/** Runs a failing mutation through the client's cache, with the form's own onError. */
async function failMutation(error: unknown, onError?: (error: unknown) => void) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    onError,
  });
  await mutation.execute(undefined).catch(() => undefined);
}

describe('the query client: no failure goes unsaid', () => {
  it("toasts the server's message of a silent call the form did not show", async () => {
    await failMutation(refusal());
    expect(toast.error).toHaveBeenCalledWith('Please select a session');
  });

  it('toasts nothing more when the messages went under the fields', async () => {
    const setErrors = vi.fn();
    await failMutation(refusal([{ field: 'class_id', message: 'Please select a class' }]), (e) =>
      applyFieldErrors({ setErrors }, e),
    );
    expect(setErrors).toHaveBeenCalledWith({ class_id: 'Please select a class' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts once when the call already toasted its failure', async () => {
    const error = refusal();
    error.shown = true;
    await failMutation(error);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says something went wrong for a failure that is not an answer', async () => {
    await failMutation(new TypeError('x is undefined'));
    expect(toast.error).toHaveBeenCalledWith(messages.somethingWentWrong);
  });
});
