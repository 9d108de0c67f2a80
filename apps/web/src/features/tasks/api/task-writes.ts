import { type BodyOf, createTask, deleteTask, notifyTask, updateTask } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { tasksKey } from './tasks-keys';

/** `POST /api/school/task`: multipart with the file in Upload mode; errors show under fields. */
export const useCreateTask = () =>
  useRouteMutation(createTask, {
    input: ({ body, file }: { body: BodyOf<typeof createTask>; file: File | null }) => ({
      body,
      files: file ? { file } : undefined,
    }),
    silent: true,
    refreshes: [tasksKey],
  });

/** `PUT /api/school/task/{id}`. */
export const useUpdateTask = () =>
  useRouteMutation(updateTask, {
    input: ({ id, body }: { id: number; body: BodyOf<typeof updateTask> }) => ({
      params: { id },
      body,
    }),
    silent: true,
    refreshes: [tasksKey],
  });

/** `DELETE /api/school/task/{id}`. */
export const useDeleteTask = () =>
  useRouteMutation(deleteTask, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [tasksKey],
  });

/** `POST /api/school/task/notify`: the Push Notification Task popup. */
export const useNotifyTask = () =>
  useRouteMutation(notifyTask, { notifySuccess: true, silent: true });
