import { type BodyOf, createTask, deleteTask, notifyTask, updateTask } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tasksKey } from './tasks-keys';

function useRefreshTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tasksKey });
}

/** `POST /api/school/task`: multipart with the file in Upload mode; errors show under fields. */
export function useCreateTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ body, file }: { body: BodyOf<typeof createTask>; file: File | null }) =>
      apiCall(createTask, { body, files: file ? { file } : undefined, silent: true }),
    onSuccess: refresh,
  });
}

/** `PUT /api/school/task/{id}`. */
export function useUpdateTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof updateTask> }) =>
      apiCall(updateTask, { params: { id }, body, silent: true }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/school/task/{id}`. */
export function useDeleteTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteTask, { params: { id } }),
    onSuccess: refresh,
  });
}

/** `POST /api/school/task/notify`: the Push Notification Task popup. */
export function useNotifyTask() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof notifyTask>) =>
      apiCall(notifyTask, { body, notifySuccess: true, silent: true }),
  });
}
