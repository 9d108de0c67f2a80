import {
  type AllocationRow,
  allocateRoom,
  type allocationListQuerySchema,
  createFeeSetup,
  createHostel,
  createRoom,
  createVisitor,
  deleteAllocation,
  deleteFeeSetup,
  deleteHostel,
  deleteRoom,
  deleteVisitor,
  discontinueAllocation,
  hostelDefaulters,
  hostelReceiptPdf,
  hostelReport,
  listAllocations,
  listFeeResidents,
  listFeeSetups,
  listHostels,
  listRoomOptions,
  listRoomStudents,
  listRooms,
  listRoomsOfHostel,
  listVisitors,
  listWardens,
  hostelMessages as m,
  parentRoomCard,
  payHostelFee,
  roomDetail,
  searchResidents,
  setVisitorOutTimes,
  updateFeeSetup,
  updateHostel,
  updateRoom,
} from '@shala/contracts';
import type { z } from 'zod';
import { handle } from '../../platform/http/handle.ts';
import { sendPdf } from '../../platform/pdf/index.ts';
import { managesStaff } from '../staff/index.ts';
import * as allocations from './allocation-queries.ts';
import * as beds from './allocation-service.ts';
import { listHostelDefaulters } from './defaulter-queries.ts';
import * as feeSetups from './fee-setup-service.ts';
import * as hostels from './hostel-service.ts';
import { findParentRoom } from './parent-room.ts';
import { payHostelFee as collectHostelFee, renderHostelReceipt } from './payment-service.ts';
import { searchResidents as findResidents } from './resident-options.ts';
import * as rooms from './room-service.ts';
import * as visitors from './visitor-service.ts';

type AllocationQuery = z.infer<typeof allocationListQuerySchema>;

const allocationFilter = (query: AllocationQuery) => ({
  sessionId: query.session_id,
  residentFor: query.for,
  hostelId: query.hostel_id,
  roomId: query.hostel_room_id,
  activeOnly: !query.include_discontinued,
});

/**
 * Handlers of the hostel: hostels, rooms, allocations, fee setup, payments, defaulters, report,
 * visitors.
 */
export const hostelHandlers = {
  // The warden's user name only to those who manage staff (parents list hostels too).
  [listHostels.id]: handle(listHostels, async ({ query }, ctx) => {
    const page = await hostels.listHostels(ctx.scope, query);
    if (await managesStaff(ctx.scope)) return page;
    return { ...page, list: page.list.map(hostels.withoutWardenUserName) };
  }),
  [createHostel.id]: handle(createHostel, async ({ body }, ctx) => {
    const row = await hostels.createHostel(ctx.scope, body);
    ctx.message = m.hostelAdded;
    return row;
  }),
  [updateHostel.id]: handle(updateHostel, async ({ body }, ctx) => {
    const row = await hostels.updateHostel(ctx.scope, body);
    ctx.message = m.hostelUpdated;
    return row;
  }),
  [deleteHostel.id]: handle(deleteHostel, async ({ params }, ctx) => {
    await hostels.deleteHostel(ctx.scope, params.id);
    ctx.message = m.hostelDeleted;
    return null;
  }),
  [listWardens.id]: handle(listWardens, async (_input, ctx) => hostels.listWardens(ctx.scope)),

  [createRoom.id]: handle(createRoom, async ({ body }, ctx) => {
    const row = await rooms.createRoom(ctx.scope, body);
    ctx.message = m.roomAdded;
    return row;
  }),
  [listRooms.id]: handle(listRooms, async ({ query }, ctx) => rooms.listRooms(ctx.scope, query)),
  [updateRoom.id]: handle(updateRoom, async ({ body }, ctx) => {
    const row = await rooms.updateRoom(ctx.scope, body);
    ctx.message = m.roomUpdated;
    return row;
  }),
  [deleteRoom.id]: handle(deleteRoom, async ({ params }, ctx) => {
    await rooms.deleteRoom(ctx.scope, params.id);
    ctx.message = m.roomDeleted;
    return null;
  }),
  [listRoomsOfHostel.id]: handle(listRoomsOfHostel, async ({ params, query }, ctx) =>
    rooms.listRoomsOfHostel(ctx.scope, {
      hostelId: params.hostelId,
      sessionId: query.session_id,
    }),
  ),
  [roomDetail.id]: handle(roomDetail, async ({ params }, ctx) =>
    rooms.findRoom(ctx.scope, params.roomId),
  ),

  [allocateRoom.id]: handle(allocateRoom, async ({ body }, ctx) => {
    const row = await beds.allocateRoom(ctx.scope, body, ctx.user.id);
    ctx.message = m.allocated;
    return row;
  }),
  [listAllocations.id]: handle(listAllocations, async ({ query }, ctx) =>
    allocations.listAllocations(ctx.scope, allocationFilter(query), query),
  ),
  [listFeeResidents.id]: handle(listFeeResidents, async ({ query }, ctx) =>
    allocations.listAllocations(ctx.scope, allocationFilter(query), query),
  ),
  [discontinueAllocation.id]: handle(discontinueAllocation, async ({ body }, ctx) => {
    const row = await beds.discontinueAllocation(ctx.scope, body.id);
    ctx.message = m.discontinued;
    return row;
  }),
  [deleteAllocation.id]: handle(deleteAllocation, async ({ params }, ctx) => {
    await beds.deleteAllocation(ctx.scope, params.id);
    ctx.message = m.allocationDeleted;
    return null;
  }),
  [searchResidents.id]: handle(searchResidents, async ({ query }, ctx) =>
    findResidents(ctx.scope, query),
  ),
  [parentRoomCard.id]: handle(parentRoomCard, async ({ query }, ctx) =>
    findParentRoom(ctx.scope, query),
  ),
  [listRoomStudents.id]: handle(listRoomStudents, async ({ query }, ctx) =>
    allocations.listAllAllocations(ctx.scope, {
      sessionId: query.session_id,
      hostelId: query.hostel_id,
      roomId: query.hostel_room_id,
      activeOnly: true,
    }),
  ),
  [listRoomOptions.id]: handle(listRoomOptions, async ({ query }, ctx) =>
    rooms.listAllRooms(ctx.scope, {
      sessionId: query.session_id,
      hostelId: query.hostel_id,
      residentFor: query.hostelFor,
    }),
  ),
  [hostelReport.id]: handle(hostelReport, async ({ query }, ctx) => {
    const page = await allocations.listAllocations(
      ctx.scope,
      {
        sessionId: query.session_id,
        hostelId: query.hostel_id,
        residentFor: query.for,
        activeOnly: true,
      },
      { skip: (query.page_number - 1) * query.limit, limit: query.limit },
    );
    return { count: page.count, list: page.list.map(reportRow) };
  }),

  [createFeeSetup.id]: handle(createFeeSetup, async ({ body }, ctx) => {
    const row = await feeSetups.createFeeSetup(ctx.scope, body);
    ctx.message = m.feeSetupAdded;
    return row;
  }),
  [listFeeSetups.id]: handle(listFeeSetups, async ({ params }, ctx) =>
    feeSetups.listFeeSetups(ctx.scope, params.session_id),
  ),
  [updateFeeSetup.id]: handle(updateFeeSetup, async ({ body }, ctx) => {
    const row = await feeSetups.updateFeeSetup(ctx.scope, body);
    ctx.message = m.feeSetupUpdated;
    return row;
  }),
  [deleteFeeSetup.id]: handle(deleteFeeSetup, async ({ params }, ctx) => {
    await feeSetups.deleteFeeSetup(ctx.scope, params.id);
    ctx.message = m.feeSetupDeleted;
    return null;
  }),
  [payHostelFee.id]: handle(payHostelFee, async ({ body }, ctx) => {
    const row = await collectHostelFee(ctx.scope, body);
    ctx.message = m.paymentRecorded;
    return row;
  }),
  [hostelReceiptPdf.id]: handle(hostelReceiptPdf, async ({ params }, ctx) => {
    const pdf = await renderHostelReceipt(ctx.scope, ctx.tenant, params.id);
    return sendPdf(ctx.reply, pdf.bytes, pdf.fileName, { inline: true });
  }),
  [hostelDefaulters.id]: handle(hostelDefaulters, async ({ query }, ctx) => {
    if (query.for === 'staff') return [];
    return listHostelDefaulters(ctx.scope, query, ctx.scope.today);
  }),

  [createVisitor.id]: handle(createVisitor, async ({ body }, ctx) => {
    const row = await visitors.createVisitor(ctx.scope, body, {
      userId: ctx.user.id,
      today: ctx.scope.today,
    });
    ctx.message = m.visitorAdded;
    return row;
  }),
  [listVisitors.id]: handle(listVisitors, async ({ query }, ctx) => {
    return visitors.listVisitors(ctx.scope, query);
  }),
  [setVisitorOutTimes.id]: handle(setVisitorOutTimes, async ({ body }, ctx) => {
    const rows = await visitors.setOutTimes(ctx.scope, body);
    ctx.message = m.visitorsUpdated;
    return rows;
  }),
  [deleteVisitor.id]: handle(deleteVisitor, async ({ params }, ctx) => {
    await visitors.deleteVisitor(ctx.scope, params.id);
    ctx.message = m.visitorDeleted;
    return null;
  }),
};

/** A resident as the hostel report lists them: the class as "Class(Section)". */
const reportRow = (row: AllocationRow) => ({
  hostel: row.hostelName,
  room: row.hostelRoom.room_name,
  for: row.for,
  gender: row.gender,
  name: row.studentDetail?.name ?? row.userDetail?.full_name ?? '',
  class_section: row.studentDetail
    ? `${row.studentDetail.class_name ?? ''}${row.studentDetail.section_name ? `(${row.studentDetail.section_name})` : ''}`
    : null,
  roll_number: row.studentDetail?.roll_number ?? null,
});
