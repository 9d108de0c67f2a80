import {
  chosenParentTypes,
  deliveryChannelsOf,
  type TaskRow,
  taskTypeLabels,
} from '@shala/contracts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { sendNotice } from '../messages/index.ts';
import { listParentAccounts, listStudentPlaces } from '../students/index.ts';
import { findTaskRow } from './tasks-service.ts';

interface NotifyChoice {
  id: number;
  sms: boolean;
  email: boolean;
  notify_web_app: boolean;
  father: boolean;
  mother: boolean;
  local_guardian: boolean;
}

function noteOf(task: TaskRow) {
  const place = task.section
    ? `${task.class.class_name} ${task.section.section_name}`
    : task.class.class_name;
  const due = task.submission_date ? ` Submit by ${task.submission_date}.` : '';
  return {
    title: `${taskTypeLabels[task.type]}: ${task.title}`,
    body: `${taskTypeLabels[task.type]} for ${place}: ${task.title}.${due}${task.remarks ? `\n${task.remarks}` : ''}`,
  };
}

/**
 * Push Notification Task: one message per chosen parent of the task's students, reused on a
 * repeated notify, so a parent gets each channel once however often it is pressed.
 */
export async function notifyTaskParents(
  scope: SignedInScope,
  after: AfterCommit,
  choice: NotifyChoice,
) {
  const task = await findTaskRow(scope, choice.id);
  const students = await listStudentPlaces(scope.tx, scope.tenantId, {
    sessionId: task.session_id,
    classId: task.class_id,
    sectionId: task.section_id,
  });
  const accounts = await listParentAccounts(
    scope.tx,
    scope.tenantId,
    students.map((student) => student.studentId),
    chosenParentTypes(choice),
  );
  // One notice per task: a parent (of one child or two in the class) hears about it once.
  const sent = await sendNotice(scope, after, {
    key: `task:${task.id}`,
    ...noteOf(task),
    recipientUserIds: accounts.map((account) => account.userId),
    channels: deliveryChannelsOf(choice),
  });
  return {
    recipients: new Set(accounts.map((account) => account.userId)).size,
    queued: sent.recipients,
  };
}
