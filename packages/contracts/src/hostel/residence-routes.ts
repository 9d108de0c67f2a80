import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute, staffOnlyPage } from '../core/route.ts';
import { hostelDaySchema } from './day-schemas.ts';
import {
  createOutPassBodySchema,
  outPassActionBodySchema,
  outPassIdParamsSchema,
  outPassListQuerySchema,
  outPassRowSchema,
  parentOutPassQuerySchema,
} from './out-pass-schemas.ts';
import {
  assignSeatsBodySchema,
  hostelDetailParamsSchema,
  hostelDetailQuerySchema,
  hostelDetailSchema,
  seatQuerySchema,
  seatRowSchema,
  staffResidentQuerySchema,
  staffResidentRowSchema,
} from './residence-schemas.ts';

/** The warden's pages: each route is reached by the page that shows it. */
const page = (key: string) => ({ kind: 'module', module: key }) as const;
/**
 * Student Hostel Details: a parent's child's room and out-passes; for the warden, the desk of
 * student residents' out-passes (issue, approve, record leaving and return).
 */
const outPassDesk = staffOnlyPage(
  'hostel_residents:student_hostel_details',
  'Only hostel staff can manage out-passes.',
);
/** The parent's side of the same page; wardens holding the residents module pass too. */
const parentHostelPage = {
  kind: 'module',
  module: 'hostel_residents:student_hostel_details',
  parents: true,
} as const;

export const getHostelDetail = defineRoute({
  id: 'hostel.detail',
  method: 'GET',
  area: 'school',
  path: '/hostel/detail/:id',
  access: page('hostel_setup:hostel_detail'),
  summary: 'A hostel with its warden, rooms, beds taken and free, and who sleeps in each room',
  params: hostelDetailParamsSchema,
  query: hostelDetailQuerySchema,
  data: hostelDetailSchema,
});

export const listSeatAvailability = defineRoute({
  id: 'hostel.seatAvailability',
  method: 'GET',
  area: 'school',
  path: '/hostel_seat',
  access: page('hostel_setup:seat_availability'),
  summary: 'Hostel seats of every class and section in a session: quota, students with a bed, left',
  query: seatQuerySchema,
  data: z.array(seatRowSchema),
});

export const assignSeats = defineRoute({
  id: 'hostel.assignSeats',
  method: 'PUT',
  area: 'school',
  path: '/hostel_seat',
  access: page('hostel_setup:seat_availability'),
  summary: 'Set the hostel seats of classes and sections in a session (0 removes a quota)',
  body: assignSeatsBodySchema,
  data: z.array(seatRowSchema),
});

export const listStaffResidents = defineRoute({
  id: 'hostel.staffResidents',
  method: 'GET',
  area: 'school',
  path: '/room_allocation/staff',
  access: page('hostel_residents:staff_hostel_details'),
  summary: 'Staff members with a bed in a session: hostel, room, designation, joining date',
  query: staffResidentQuerySchema,
  data: z.array(staffResidentRowSchema),
});

export const issueOutPass = defineRoute({
  id: 'hostel.issueOutPass',
  method: 'POST',
  area: 'school',
  path: '/hostel_out_pass',
  access: outPassDesk,
  summary: 'The warden issues an approved out-pass to a resident student',
  body: createOutPassBodySchema,
  data: outPassRowSchema,
});

export const listOutPasses = defineRoute({
  id: 'hostel.outPasses',
  method: 'GET',
  area: 'school',
  path: '/hostel_out_pass',
  access: outPassDesk,
  summary: 'Out-passes of the current session, newest first, by status and hostel',
  query: outPassListQuerySchema,
  data: pageOf(outPassRowSchema),
});

export const actOnOutPass = defineRoute({
  id: 'hostel.actOnOutPass',
  method: 'PUT',
  area: 'school',
  path: '/hostel_out_pass/:id',
  access: outPassDesk,
  summary: 'Approve, reject, record leaving or return, or cancel; the parents are told',
  params: outPassIdParamsSchema,
  body: outPassActionBodySchema,
  data: outPassRowSchema,
});

export const requestOutPass = defineRoute({
  id: 'hostel.requestOutPass',
  method: 'POST',
  area: 'school',
  path: '/hostel_out_pass/request',
  access: parentHostelPage,
  summary: "A parent asks for an out-pass for their own child; the child's warden decides",
  body: createOutPassBodySchema,
  data: outPassRowSchema,
});

export const listChildOutPasses = defineRoute({
  id: 'hostel.childOutPasses',
  method: 'GET',
  area: 'school',
  path: '/hostel_out_pass/child',
  access: parentHostelPage,
  summary: "A child's out-passes of the current session (a parent: only their own children)",
  query: parentOutPassQuerySchema,
  data: z.array(outPassRowSchema),
});

export const cancelChildOutPass = defineRoute({
  id: 'hostel.cancelChildOutPass',
  method: 'PUT',
  area: 'school',
  path: '/hostel_out_pass/:id/cancel',
  access: parentHostelPage,
  summary: 'A parent withdraws an out-pass of their child that has not begun',
  params: outPassIdParamsSchema,
  data: outPassRowSchema,
});

/** Anyone with a page of the residents (the warden), never a parent who holds one of them. */
const residentsDesk = staffOnlyPage(
  'hostel_residents',
  "Only hostel staff can see the hostel's day.",
);

export const getHostelDay = defineRoute({
  id: 'hostel.day',
  method: 'GET',
  area: 'school',
  path: '/hostel/today',
  access: residentsDesk,
  summary:
    "Today in the warden's hostels (every hostel for others): residents, away, out-passes, visitors",
  data: hostelDaySchema,
});

export const residenceRoutes = [
  getHostelDetail,
  listSeatAvailability,
  assignSeats,
  listStaffResidents,
  issueOutPass,
  listOutPasses,
  actOnOutPass,
  requestOutPass,
  listChildOutPasses,
  cancelChildOutPass,
  getHostelDay,
];
