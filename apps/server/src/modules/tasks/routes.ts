import {
  createTask,
  deleteTask,
  downloadNameOf,
  getTaskFile,
  listTasks,
  listTeacherSubjects,
  notifyTask,
  roleIds,
  taskMessages,
  updateTask,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { documentContentTypes } from '../../platform/storage/document-type.ts';
import { listTeacherSubjectOptions, resolveSession } from '../academics/index.ts';
import { notifyTaskParents } from './task-notify.ts';
import * as service from './tasks-service.ts';

const m = taskMessages;

/** Handlers of the tasks slice: subjects, add (typed or uploaded), list, edit, delete, file, notify. */
export const taskHandlers = {
  [listTeacherSubjects.id]: handle(listTeacherSubjects, async ({ query }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, undefined);
    return listTeacherSubjectOptions(ctx.tx, ctx.tenant.id, {
      sessionId: session.id,
      classId: query.class_id,
      teacherId: ctx.user.roleId === roleIds.teacher ? ctx.user.id : undefined,
    });
  }),

  [createTask.id]: handle(createTask, async ({ body, files = [] }, ctx) => {
    const task = await service.createTask(ctx.scope, ctx.services.storage, body, files);
    ctx.message = m.created;
    return { success: true as const, task };
  }),

  [listTasks.id]: handle(listTasks, async ({ query }, ctx) => service.listTasks(ctx.scope, query)),

  [updateTask.id]: handle(updateTask, async ({ params, body }, ctx) => {
    const task = await service.updateTask(ctx.scope, params.id, body);
    ctx.message = m.updated;
    return task;
  }),

  [deleteTask.id]: handle(deleteTask, async ({ params }, ctx) => {
    await service.deleteTask(ctx.scope, ctx, params.id);
    ctx.message = m.deleted;
    return null;
  }),

  [getTaskFile.id]: handle(getTaskFile, async ({ params }, ctx) => {
    const file = await service.readTaskFile(ctx.scope, ctx.services.storage, params.id);
    ctx.reply
      .header('content-type', documentContentTypes[file.kind])
      .header(
        'content-disposition',
        `attachment; filename="${downloadNameOf(file.title, file.kind)}"`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
    return null;
  }),

  [notifyTask.id]: handle(notifyTask, async ({ body }, ctx) => {
    const sent = await notifyTaskParents(ctx.scope, ctx, body);
    ctx.message = m.notified;
    return sent;
  }),
};
