import { type BodyOf, updateNews } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { newsKey } from './news-keys';

/** `PUT /api/school/admin/UpdateNews`; its failures show only under the fields (§8). */
export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateNews>) => apiCall(updateNews, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}
