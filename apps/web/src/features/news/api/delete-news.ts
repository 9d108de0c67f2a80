import { deleteNews } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { newsKey } from './news-keys';

/** `DELETE /api/school/admin/DeletedNews/:id`: an answer reloads the list; failures are silent (§8). */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteNews, { params: { id }, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}
