import { listTasks, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { tasksKey } from './tasks-keys';

export type TaskSearch = QueryOf<typeof listTasks>;

/** `GET /api/school/task`: the search of /view_task; idle until a search is made. */
export const tasksQueryOptions = (search: TaskSearch | null) =>
  routeQueryOptions(listTasks, {
    key: [...tasksKey, 'list', search],
    input: search === null ? null : { query: search },
  });

export const useTasksQuery = (search: TaskSearch | null) => useQuery(tasksQueryOptions(search));
