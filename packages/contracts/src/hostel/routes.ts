import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute, staffOnlyPage } from '../core/route.ts';
import {
  allocateBodySchema,
  allocationIdParamsSchema,
  allocationListQuerySchema,
  allocationRowSchema,
  createFeeSetupBodySchema,
  createHostelBodySchema,
  createRoomBodySchema,
  discontinueAllocationBodySchema,
  feeSetupIdParamsSchema,
  feeSetupRowSchema,
  feeSetupSessionParamsSchema,
  hostelDefaulterQuerySchema,
  hostelDefaulterRowSchema,
  hostelIdParamsSchema,
  hostelListQuerySchema,
  hostelMessages,
  hostelPaymentBodySchema,
  hostelPaymentResultSchema,
  hostelReceiptParamsSchema,
  hostelReportQuerySchema,
  hostelReportRowSchema,
  hostelRowSchema,
  parentRoomQuerySchema,
  parentRoomSchema,
  residentOptionSchema,
  residentSearchQuerySchema,
  roomDetailParamsSchema,
  roomIdParamsSchema,
  roomListQuerySchema,
  roomOptionsQuerySchema,
  roomRowSchema,
  roomStudentsQuerySchema,
  roomsOfHostelParamsSchema,
  roomsOfHostelQuerySchema,
  updateFeeSetupBodySchema,
  updateHostelBodySchema,
  updateRoomBodySchema,
  wardenOptionSchema,
} from './schemas.ts';
import {
  createVisitorBodySchema,
  updateVisitorsBodySchema,
  visitorIdParamsSchema,
  visitorListQuerySchema,
  visitorRowSchema,
} from './visitor-schemas.ts';

/**
 * Hostels and rooms: the warden's Hostels & Rooms pages. Their reads (no personal data) are
 * open to every role with a hostel page; residents are listed to Allocated Rooms (the warden)
 * and, with what they paid, to Hostel Fee Collection (the accountant).
 */
const setup = { kind: 'module', module: 'hostel_setup' } as const;
const hostelReaders = { kind: 'module', module: 'hostel' } as const;
const residents = { kind: 'module', module: 'hostel_residents:allocate_room' } as const;
const allocatedRooms = { kind: 'module', module: 'hostel_residents:allocated_room' } as const;
const fees = { kind: 'module', module: 'hostel_fees' } as const;
/** The fee setup's writes: its page, not every hostel fee page (the warden collects, only). */
const feeSetters = { kind: 'module', module: 'hostel_fees:hostel_fee_setup' } as const;
/** The parent's hostel info; wardens hold the whole residents module and pass too. */
const parentRoom = {
  kind: 'module',
  module: 'hostel_residents:student_hostel_details',
  parents: true,
} as const;

export const listHostels = defineRoute({
  id: 'hostel.list',
  method: 'GET',
  area: 'school',
  path: '/hostel',
  access: hostelReaders,
  summary: 'One page of the school’s hostels by name (15 a page), with their wardens',
  query: hostelListQuerySchema,
  data: pageOf(hostelRowSchema),
});

export const createHostel = defineRoute({
  id: 'hostel.create',
  method: 'POST',
  area: 'school',
  path: '/hostel',
  access: setup,
  summary: 'Add a hostel (name unique ignoring case) with its warden, a user of the warden role',
  body: createHostelBodySchema,
  data: hostelRowSchema,
});

export const updateHostel = defineRoute({
  id: 'hostel.update',
  method: 'PUT',
  area: 'school',
  path: '/hostel',
  access: setup,
  summary: 'Change a hostel’s name, address, phone or warden',
  body: updateHostelBodySchema,
  data: hostelRowSchema,
});

export const deleteHostel = defineRoute({
  id: 'hostel.delete',
  method: 'DELETE',
  area: 'school',
  path: '/hostel/:id',
  access: setup,
  summary: 'Delete a hostel without rooms and fee setups',
  params: hostelIdParamsSchema,
  data: z.null(),
});

export const listWardens = defineRoute({
  id: 'hostel.wardens',
  method: 'GET',
  area: 'school',
  path: '/hostel/wardens',
  access: setup,
  summary: 'Active users of the warden role, as options',
  data: z.array(wardenOptionSchema),
});

export const createRoom = defineRoute({
  id: 'hostel.createRoom',
  method: 'POST',
  area: 'school',
  path: '/hostel_room',
  access: setup,
  summary: 'Add a room (1 to 50 beds) of a hostel in a session, for students or staff of a gender',
  body: createRoomBodySchema,
  data: roomRowSchema,
});

export const listRooms = defineRoute({
  id: 'hostel.rooms',
  method: 'GET',
  area: 'school',
  path: '/hostel_room',
  access: hostelReaders,
  summary: 'One page of rooms (15 a page) with beds occupied and left, counted from allocations',
  query: roomListQuerySchema,
  data: pageOf(roomRowSchema),
});

export const updateRoom = defineRoute({
  id: 'hostel.updateRoom',
  method: 'PUT',
  area: 'school',
  path: '/hostel_room',
  access: setup,
  summary: 'Change a room; beds never below those taken, its kind fixed while beds are taken',
  body: updateRoomBodySchema,
  data: roomRowSchema,
});

export const deleteRoom = defineRoute({
  id: 'hostel.deleteRoom',
  method: 'DELETE',
  area: 'school',
  path: '/hostel_room/:id',
  access: setup,
  summary: 'Delete a room that has no allocations',
  params: roomIdParamsSchema,
  data: z.null(),
});

export const listRoomsOfHostel = defineRoute({
  id: 'hostel.roomsOfHostel',
  method: 'GET',
  area: 'school',
  path: '/hostel_room/room/:hostelId',
  access: hostelReaders,
  summary: 'All rooms of a hostel (optionally of one session) with beds occupied and left',
  params: roomsOfHostelParamsSchema,
  query: roomsOfHostelQuerySchema,
  data: z.array(roomRowSchema),
});

export const roomDetail = defineRoute({
  id: 'hostel.roomDetail',
  method: 'GET',
  area: 'school',
  path: '/hostel_room/detail/:roomId',
  access: hostelReaders,
  summary: 'One room with beds occupied and left',
  params: roomDetailParamsSchema,
  data: roomRowSchema,
});

export const allocateRoom = defineRoute({
  id: 'hostel.allocate',
  method: 'POST',
  area: 'school',
  path: '/room_allocation',
  access: residents,
  summary:
    'Give a student or staff member a bed in a room of their kind and gender; a full room refuses, also under a race',
  body: allocateBodySchema,
  data: allocationRowSchema,
});

export const listAllocations = defineRoute({
  id: 'hostel.allocations',
  method: 'GET',
  area: 'school',
  path: '/room_allocation',
  access: allocatedRooms,
  summary:
    'Allocations of a session by hostel, room and kind (20 a page) with the fee terms and months paid',
  query: allocationListQuerySchema,
  data: pageOf(allocationRowSchema),
});

export const listFeeResidents = defineRoute({
  id: 'hostel.feeResidents',
  method: 'GET',
  area: 'school',
  path: '/hostel_payment/residents',
  access: { kind: 'module', module: 'hostel_fees:hostel_fee_collection' } as const,
  summary:
    'Hostel Payment Details: the active residents of a hostel with the fee terms and the months paid',
  query: allocationListQuerySchema,
  data: pageOf(allocationRowSchema),
});

export const discontinueAllocation = defineRoute({
  id: 'hostel.discontinue',
  method: 'PUT',
  area: 'school',
  path: '/room_allocation',
  access: allocatedRooms,
  summary: 'Discontinue an allocation (is_discontinue = 1): the bed is free again',
  body: discontinueAllocationBodySchema,
  data: allocationRowSchema,
});

export const deleteAllocation = defineRoute({
  id: 'hostel.deleteAllocation',
  method: 'DELETE',
  area: 'school',
  path: '/room_allocation/:id',
  access: allocatedRooms,
  summary: 'Delete an allocation made by mistake (none with payments)',
  params: allocationIdParamsSchema,
  data: z.null(),
});

export const searchResidents = defineRoute({
  id: 'hostel.residentOptions',
  method: 'GET',
  area: 'school',
  path: '/room_allocation/residents',
  access: residents,
  summary: 'Up to 20 students of the session or staff members without a bed, by name',
  query: residentSearchQuerySchema,
  data: z.array(residentOptionSchema),
});

export const parentRoomCard = defineRoute({
  id: 'hostel.parentRoom',
  method: 'GET',
  area: 'school',
  path: '/room_allocation/room_parent',
  access: parentRoom,
  summary:
    'A child’s room in a session (the parent’s hostel info); a parent names only their own children',
  query: parentRoomQuerySchema,
  data: parentRoomSchema,
});

export const listRoomStudents = defineRoute({
  id: 'hostel.roomStudents',
  method: 'GET',
  area: 'school',
  path: '/room_allocation/student',
  access: residents,
  summary: 'The residents with an active bed in a room',
  query: roomStudentsQuerySchema,
  data: z.array(allocationRowSchema),
});

export const listRoomOptions = defineRoute({
  id: 'hostel.roomOptions',
  method: 'GET',
  area: 'school',
  path: '/room_allocation/room',
  access: residents,
  summary: 'Rooms of a hostel in a session for one kind of resident, with beds left',
  query: roomOptionsQuerySchema,
  data: z.array(roomRowSchema),
});

export const hostelReport = defineRoute({
  id: 'hostel.report',
  method: 'GET',
  area: 'school',
  path: '/room_allocation/hostel',
  access: { kind: 'module', module: 'hostel_residents:hostel_report' } as const,
  summary: 'Hostel Report: the active residents of a hostel by room (20 a page)',
  query: hostelReportQuerySchema,
  data: pageOf(hostelReportRowSchema),
});

export const createFeeSetup = defineRoute({
  id: 'hostel.createFeeSetup',
  method: 'POST',
  area: 'school',
  path: '/hostel_fee_setup',
  access: feeSetters,
  summary:
    'Set a hostel’s monthly fee, late fee and last day of submission for a session (one each)',
  body: createFeeSetupBodySchema,
  data: feeSetupRowSchema,
});

export const listFeeSetups = defineRoute({
  id: 'hostel.feeSetups',
  method: 'GET',
  area: 'school',
  path: '/hostel_fee_setup/:session_id',
  access: fees,
  summary: 'The hostel fee setups of a session by hostel name',
  params: feeSetupSessionParamsSchema,
  data: z.array(feeSetupRowSchema),
});

export const updateFeeSetup = defineRoute({
  id: 'hostel.updateFeeSetup',
  method: 'PUT',
  area: 'school',
  path: '/hostel_fee_setup',
  access: feeSetters,
  summary:
    'Change a fee setup’s amount, late fee and last day (months already charged keep theirs)',
  body: updateFeeSetupBodySchema,
  data: feeSetupRowSchema,
});

export const deleteFeeSetup = defineRoute({
  id: 'hostel.deleteFeeSetup',
  method: 'DELETE',
  area: 'school',
  path: '/hostel_fee_setup/:id',
  access: feeSetters,
  summary: 'Delete a fee setup no payment was made under',
  params: feeSetupIdParamsSchema,
  data: z.null(),
});

export const payHostelFee = defineRoute({
  id: 'hostel.pay',
  method: 'POST',
  area: 'school',
  path: '/hostel_payment',
  access: { kind: 'module', module: 'hostel_fees:hostel_fee_collection' } as const,
  summary:
    'Collect months of a student’s hostel fee through the fee ledger: amounts recomputed by the hostel rule, idempotent, one receipt',
  body: hostelPaymentBodySchema,
  data: hostelPaymentResultSchema,
});

export const hostelReceiptPdf = defineRoute({
  id: 'hostel.receiptPdf',
  method: 'GET',
  area: 'school',
  path: '/hostel_payment/receipt/:id/pdf',
  access: { kind: 'module', module: 'hostel_fees:hostel_fee_collection' } as const,
  summary: 'The receipt of a hostel fee payment as a PDF, for those who collect hostel fees',
  params: hostelReceiptParamsSchema,
  data: z.null(),
  produces: 'file',
});

export const hostelDefaulters = defineRoute({
  id: 'hostel.defaulters',
  method: 'GET',
  area: 'school',
  path: '/hostel_payment/defaulter',
  access: { kind: 'module', module: 'hostel_fees:hostel_fee_defaulter' } as const,
  summary:
    'Residents with months past their last day unpaid, and what they owe today with late fees',
  query: hostelDefaulterQuerySchema,
  data: z.array(hostelDefaulterRowSchema),
});

/** Visitors: recorded on Add Visitor, listed, closed and deleted on Visitors; never parents. */
/** Visits are the warden's record: parents never see or record them. */
const visitorDesk = staffOnlyPage(
  'hostel_residents:hostel_visitor',
  hostelMessages.parentsCannotSeeVisitors,
);
const visitorList = staffOnlyPage(
  'hostel_residents:visitor_list',
  hostelMessages.parentsCannotSeeVisitors,
);

export const createVisitor = defineRoute({
  id: 'hostel.createVisitor',
  method: 'POST',
  area: 'school',
  path: '/visitor',
  access: visitorDesk,
  summary:
    'Record one or more visitors (a name and a relation each) of a resident with an active bed, with the date and in time',
  body: createVisitorBodySchema,
  data: visitorRowSchema,
});

export const listVisitors = defineRoute({
  id: 'hostel.visitors',
  method: 'GET',
  area: 'school',
  path: '/visitor',
  access: visitorList,
  summary:
    'One page of visits (8 a page) to residents of a session, latest first, by kind, class, section or student',
  query: visitorListQuerySchema,
  data: pageOf(visitorRowSchema),
});

export const setVisitorOutTimes = defineRoute({
  id: 'hostel.visitorOutTimes',
  method: 'PUT',
  area: 'school',
  path: '/visitor',
  access: visitorList,
  summary: 'Set the out time of open visits (never before the in time, set once), all rows or none',
  body: updateVisitorsBodySchema,
  data: z.array(visitorRowSchema),
});

export const deleteVisitor = defineRoute({
  id: 'hostel.deleteVisitor',
  method: 'DELETE',
  area: 'school',
  path: '/visitor/:id',
  access: visitorList,
  summary: 'Delete a visit whose out time is set',
  params: visitorIdParamsSchema,
  data: z.null(),
});

export const hostelRoutes = [
  listHostels,
  createHostel,
  updateHostel,
  deleteHostel,
  listWardens,
  createRoom,
  listRooms,
  updateRoom,
  deleteRoom,
  listRoomsOfHostel,
  roomDetail,
  allocateRoom,
  listAllocations,
  listFeeResidents,
  discontinueAllocation,
  deleteAllocation,
  searchResidents,
  parentRoomCard,
  listRoomStudents,
  listRoomOptions,
  hostelReport,
  createFeeSetup,
  listFeeSetups,
  updateFeeSetup,
  deleteFeeSetup,
  payHostelFee,
  hostelReceiptPdf,
  hostelDefaulters,
  createVisitor,
  listVisitors,
  setVisitorOutTimes,
  deleteVisitor,
];
