import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  createStudentLeaveBodySchema,
  decideStudentLeaveBodySchema,
  listChildLeaveQuerySchema,
  searchStudentLeaveQuerySchema,
  studentLeaveIdParamsSchema,
  studentLeaveRowSchema,
} from './schemas.ts';

/** Parents reach these through their leave page; staff through Requested Leaves. */
const leaveRead = { kind: 'module', module: 'student_leave' } as const;
const leaveRequest = { kind: 'module', module: 'student_leave:student_leave_details' } as const;
const leaveReview = {
  kind: 'module',
  module: 'student_leave:view_student_requested_leaves',
} as const;

export const listChildLeave = defineRoute({
  id: 'studentLeave.ofChildren',
  method: 'GET',
  area: 'school',
  path: '/student_leave/leave',
  access: leaveRead,
  summary: "Leave requests of a parent's children (or of one student for staff), latest first",
  query: listChildLeaveQuerySchema,
  data: z.array(studentLeaveRowSchema),
});

export const searchStudentLeave = defineRoute({
  id: 'studentLeave.search',
  method: 'GET',
  area: 'school',
  path: '/student_leave',
  access: leaveReview,
  summary:
    'Requested leaves by session, class, section, student and dates; a teacher (role 6) gets those sent to them',
  query: searchStudentLeaveQuerySchema,
  data: z.array(studentLeaveRowSchema),
});

export const createStudentLeave = defineRoute({
  id: 'studentLeave.create',
  method: 'POST',
  area: 'school',
  path: '/student_leave',
  access: leaveRequest,
  summary: "A parent requests leave for their child from one of the child's teachers",
  body: createStudentLeaveBodySchema,
  data: studentLeaveRowSchema,
});

export const deleteStudentLeave = defineRoute({
  id: 'studentLeave.delete',
  method: 'DELETE',
  area: 'school',
  path: '/student_leave/:id',
  access: leaveRequest,
  summary: "A parent deletes their child's pending request ('Not Allowed' once decided)",
  params: studentLeaveIdParamsSchema,
  data: z.null(),
});

export const decideStudentLeave = defineRoute({
  id: 'studentLeave.decide',
  method: 'POST',
  area: 'school',
  path: '/student_leave/decide',
  access: leaveReview,
  summary: 'Approve or reject a pending request with a comment; the parent is notified',
  body: decideStudentLeaveBodySchema,
  data: studentLeaveRowSchema,
});

export const studentLeaveRoutes = [
  listChildLeave,
  searchStudentLeave,
  createStudentLeave,
  deleteStudentLeave,
  decideStudentLeave,
] as const;
