import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryKey } from './library-keys';

/** A library write: its failures show under the form's fields; success refreshes the library. */
export function useLibraryWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
