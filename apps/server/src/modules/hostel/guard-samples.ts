import { todayIn } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the hostel routes. The demo seeds both schools alike with a
 * hostel, rooms, a fee setup and beds; each source names a row no other sample relies on.
 */
const first =
  (query: string): IdSource =>
  (db, schoolId) =>
    firstId(db, sql`${sql.raw(query)} and tenant_id = ${schoolId} order by id limit 1`);
const hostel = first('select id from hostels where true');
const room = first(
  "select id from hostel_rooms r where r.resident_for = 'student' and exists (select 1 from hostel_allocations a where a.tenant_id = r.tenant_id and a.room_id = r.id)",
);
const staffRoom = first("select id from hostel_rooms where resident_for = 'staff'");
const allocation = first('select id from hostel_allocations where not is_discontinue');
const feeSetup = first('select id from hostel_fee_setups where true');
const session = first('select session_id as id from hostel_rooms where true');
const residentChild = first(
  'select student_id as id from hostel_allocations where student_id is not null and not is_discontinue',
);

/** The demo's visits belong to the last resident placed, away from the first bed's samples. */
const lastResident = first(
  'select max(id) as id from hostel_allocations where student_id is not null and not is_discontinue',
);
const visitedStudent = first(
  'select student_id as id from hostel_allocations a where exists (select 1 from hostel_visitors v where v.tenant_id = a.tenant_id and v.allocation_id = a.id)',
);
const closedVisit = first('select id from hostel_visitors where out_time is not null');
const openVisit = first('select id from hostel_visitors where out_time is null');
// The demo has no hostel payment yet: any fee payment (the route answers 404 for the others).
const feePayment = first('select id from fee_payments where true');
const outPass = first('select id from hostel_out_passes where true');
/** A class and section of the hostel's session, for a seat quota. */
const classPlace =
  (column: 'class_id' | 'section_id'): IdSource =>
  (db, schoolId) =>
    firstId(
      db,
      sql`select ${sql.raw(column)} as id from class_sections where tenant_id = ${schoolId}
      and session_id = (select session_id from hostel_rooms where tenant_id = ${schoolId} order by id limit 1)
      order by class_id, section_id limit 1`,
    );
/** A pass far in the future, so no sample's pass overlaps the demo's. */
const outPassWindow = {
  kind: 'outing',
  leave_on: '2040-01-05',
  leave_time: '10:00',
  return_on: '2040-01-05',
  return_time: '18:00',
  reason: 'Guard outing',
};

export const hostelIdSources: Record<string, Record<string, IdSource>> = {
  'hostel.update': { id: hostel },
  'hostel.delete': { id: hostel },
  'hostel.createRoom': { hostel_id: hostel, session_id: session },
  'hostel.rooms': { hostel_id: hostel, session_id: session },
  'hostel.updateRoom': { id: staffRoom, hostel_id: hostel, session_id: session },
  'hostel.deleteRoom': { id: staffRoom },
  'hostel.roomsOfHostel': { hostelId: hostel, session_id: session },
  'hostel.roomDetail': { roomId: room },
  'hostel.allocate': { session_id: session, hostel_id: hostel, hostel_room_id: room },
  'hostel.allocations': { session_id: session, hostel_id: hostel, hostel_room_id: room },
  'hostel.feeResidents': { session_id: session, hostel_id: hostel, hostel_room_id: room },
  'hostel.discontinue': { id: allocation },
  'hostel.deleteAllocation': { id: allocation },
  'hostel.residentOptions': { session_id: session },
  'hostel.parentRoom': { user_id: residentChild, session_id: session },
  'hostel.roomStudents': { session_id: session, hostel_id: hostel, hostel_room_id: room },
  'hostel.roomOptions': { session_id: session, hostel_id: hostel },
  'hostel.report': { session_id: session, hostel_id: hostel },
  'hostel.createFeeSetup': { session_id: session, hostel_id: hostel },
  'hostel.feeSetups': { session_id: session },
  'hostel.updateFeeSetup': { id: feeSetup },
  'hostel.deleteFeeSetup': { id: feeSetup },
  'hostel.pay': { session_id: session, user_id: residentChild },
  'hostel.defaulters': { session_id: session, hostel_id: hostel },
  'hostel.receiptPdf': { id: feePayment },
  'hostel.createVisitor': { hostlier_id: lastResident },
  'hostel.visitors': { session_id: session, student_id: visitedStudent },
  'hostel.deleteVisitor': { id: closedVisit },
  'hostel.detail': { id: hostel, session_id: session },
  'hostel.seatAvailability': { session_id: session },
  'hostel.staffResidents': { session_id: session, hostel_id: hostel },
  'hostel.issueOutPass': { student_id: residentChild },
  'hostel.requestOutPass': { student_id: residentChild },
  'hostel.childOutPasses': { user_id: residentChild },
  'hostel.actOnOutPass': { id: outPass },
  'hostel.cancelChildOutPass': { id: outPass },
};

export const hostelHandSamples: Record<
  string,
  (env: SampleEnv) => RouteInput | Promise<RouteInput>
> = {
  'hostel.create': () => ({ body: { name: 'Guard House', phone: '0804123567' } }),
  'hostel.update': () => ({ body: { name: 'Aravali House', phone: '0804123567' } }),
  'hostel.createRoom': () => ({
    body: { room_name: 'Guard-1', capacity: 2, for: 'student', gender: 'Female' },
  }),
  'hostel.updateRoom': () => ({
    body: { room_name: 'S-01', capacity: 2, for: 'staff', gender: 'Female' },
  }),
  'hostel.allocate': () => ({ body: { for: 'student', date_of_joining: '2040-01-01' } }),
  'hostel.discontinue': () => ({ body: { is_discontinue: 1 } }),
  'hostel.residentOptions': () => ({ query: { for: 'student', search: 'a' } }),
  'hostel.roomOptions': () => ({ query: { hostelFor: 'student' } }),
  'hostel.report': () => ({ query: { for: 'student' } }),
  'hostel.createFeeSetup': () => ({
    body: { amount: 4500, late_fee: 200, last_day_of_submission: 10 },
  }),
  'hostel.updateFeeSetup': () => ({
    body: { amount: 4500, late_fee: 200, last_day_of_submission: 10 },
  }),
  'hostel.pay': () => ({
    body: {
      for: 'student',
      paid_month: '2040-04',
      payment_date: '2040-04-01',
      mode_of_payment: 'cash',
      paid_amount: 4500,
      late_fee: 0,
      due_amount: 4500,
      idempotency_key: 'guard-hostel-payment',
    },
  }),
  'hostel.defaulters': () => ({ query: { for: 'student' } }),
  'hostel.createVisitor': () => ({
    body: {
      date: todayIn('Asia/Kolkata'),
      in_time: '09:30',
      visitor_name: ['Guard Visitor', 'Guard Cousin'],
      relation: ['Uncle', 'Cousin'],
    },
  }),
  'hostel.visitors': () => ({ query: { for: 'student' } }),
  'hostel.assignSeats': async (env) => ({
    body: {
      session_id: await session(env.db, env.schoolId),
      seats: [
        {
          class_id: await classPlace('class_id')(env.db, env.schoolId),
          section_id: await classPlace('section_id')(env.db, env.schoolId),
          seats: 5,
        },
      ],
    },
  }),
  'hostel.issueOutPass': () => ({ body: outPassWindow }),
  'hostel.requestOutPass': () => ({
    body: { ...outPassWindow, leave_on: '2040-02-05', return_on: '2040-02-05' },
  }),
  'hostel.actOnOutPass': () => ({ body: { action: 'approve' } }),
  // The open visit's id sits inside the rows: read from the school, not an id source.
  'hostel.visitorOutTimes': async ({ db, schoolId }) => ({
    body: { rows: [{ id: await openVisit(db, schoolId), out_time: '23:59' }] },
  }),
};
