import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hostelKey } from './hostel-keys';

/** A hostel write: its failures show under the form's fields; success refreshes the hostel lists. */
export function useHostelWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostelKey }),
  });
}
