import { type BodyOf, createNews } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { newsKey } from './news-keys';

/** `POST /api/school/admin/AddNews`; its failures show only under the fields (§8). */
export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createNews>) => apiCall(createNews, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}
