import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transportKey } from './transport-keys';

/** A transport write: its failures show under the form's fields; success refreshes transport. */
export function useTransportWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transportKey }),
  });
}
