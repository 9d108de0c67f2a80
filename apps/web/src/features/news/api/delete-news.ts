import { deleteNews } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { newsKey } from './news-keys';

/** `DELETE /api/school/admin/DeletedNews/:id`: an answer reloads the list; failures are silent (§8). */
export const useDeleteNews = () =>
  useRouteMutation(deleteNews, {
    input: (id: number) => ({ params: { id } }),
    silent: true,
    refreshes: [newsKey],
    refreshOn: 'settled',
  });
