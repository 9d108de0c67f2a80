import { z } from 'zod';
import { parentNotifyResultSchema } from '../core/parent-notify.ts';
import { defineRoute, staffOnlyPage } from '../core/route.ts';
import {
  createTaskBodySchema,
  listTasksQuerySchema,
  notifyTaskBodySchema,
  taskFileMaxBytes,
  taskIdParamsSchema,
  taskMessages,
  taskRowSchema,
  teacherSubjectOptionSchema,
  teacherSubjectsQuerySchema,
  updateTaskBodySchema,
} from './schemas.ts';

/** Readers: staff with a tasks page, and parents (only their children's tasks). */
const tasksRead = { kind: 'module', module: 'homework' } as const;
/** §6: parents only read their children's tasks; every write is staff's. */
const tasksWrite = staffOnlyPage('homework:create_task', taskMessages.parentsCannotWrite);

export const listTeacherSubjects = defineRoute({
  id: 'tasks.teacherSubjects',
  method: 'GET',
  area: 'school',
  path: '/teacher/subjects',
  access: tasksWrite,
  summary:
    'Subjects of a class in the current session as options; a teacher gets the ones they teach there (all when they teach none)',
  query: teacherSubjectsQuerySchema,
  data: z.array(teacherSubjectOptionSchema),
});

export const createTask = defineRoute({
  id: 'tasks.create',
  method: 'POST',
  area: 'school',
  path: '/task',
  access: tasksWrite,
  summary:
    'Add a task (Create mode: remarks; Upload mode: multipart part `file`, a .doc, .docx or .pdf by its bytes, at most 5 MB)',
  body: createTaskBodySchema,
  consumes: 'multipart',
  maxFileBytes: taskFileMaxBytes,
  data: z.object({ success: z.literal(true), task: taskRowSchema }),
});

export const listTasks = defineRoute({
  id: 'tasks.list',
  method: 'GET',
  area: 'school',
  path: '/task',
  access: tasksRead,
  summary:
    "Tasks of a type by class, section, month, created or submission date; a parent gets only their children's",
  query: listTasksQuerySchema,
  data: z.array(taskRowSchema),
});

export const updateTask = defineRoute({
  id: 'tasks.update',
  method: 'PUT',
  area: 'school',
  path: '/task/:id',
  access: tasksWrite,
  summary: 'Change a task: title, remarks, subject, submission date or month, grade and marks',
  params: taskIdParamsSchema,
  body: updateTaskBodySchema,
  data: taskRowSchema,
});

export const deleteTask = defineRoute({
  id: 'tasks.delete',
  method: 'DELETE',
  area: 'school',
  path: '/task/:id',
  access: tasksWrite,
  summary: 'Delete a task and its uploaded file',
  params: taskIdParamsSchema,
  data: z.null(),
});

export const getTaskFile = defineRoute({
  id: 'tasks.file',
  method: 'GET',
  area: 'school',
  path: '/task/:id/file',
  access: tasksRead,
  summary: "Download a task's uploaded file (a parent: only their children's tasks)",
  params: taskIdParamsSchema,
  produces: 'file',
  data: z.null(),
});

export const notifyTask = defineRoute({
  id: 'tasks.notify',
  method: 'POST',
  area: 'school',
  path: '/task/notify',
  access: tasksWrite,
  summary:
    "Push Notification Task: SMS, e-mail and web push to the chosen parents of the task's students, once each",
  body: notifyTaskBodySchema,
  data: parentNotifyResultSchema,
});

export const taskRoutes = [
  listTeacherSubjects,
  createTask,
  listTasks,
  updateTask,
  deleteTask,
  getTaskFile,
  notifyTask,
] as const;
