import { listTasks, type QueryOf } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tasksKey } from './tasks-keys';

export type TaskSearch = QueryOf<typeof listTasks>;

/** `GET /api/school/task`: the search of /view_task; idle until a search is made. */
export function useTasksQuery(search: TaskSearch | null) {
  return useQuery({
    queryKey: [...tasksKey, 'list', search],
    queryFn:
      search === null ? skipToken : ({ signal }) => apiCall(listTasks, { query: search, signal }),
  });
}
