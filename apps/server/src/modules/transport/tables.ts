import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { academicSessions } from '../academics/table-refs.ts';
import { users } from '../auth/table-refs.ts';
import { students } from '../students/table-refs.ts';

/** A bus or van of the school with its seats and the dates its documents lapse. */
export const vehicles = pgTable(
  'transport_vehicles',
  {
    tenantId: tenantId(),
    id: rowId(),
    vehicleName: text('vehicle_name').notNull(),
    vehicleNo: text('vehicle_no').notNull(),
    seats: integer('seats').notNull(),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    fitnessExpiry: date('fitness_expiry', { mode: 'string' }),
    permitExpiry: date('permit_expiry', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('transport_vehicles_no_key').on(t.tenantId, t.vehicleNo),
  ],
);

/** A driver-role user's licence and contact (one row per driver). */
export const driverProfiles = pgTable(
  'transport_driver_profiles',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    licenseNo: text('license_no').notNull(),
    mobileNo: text('mobile_no').notNull(),
    address: text('address'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A route run by one vehicle; its seats bound the students allocated to it per session. */
export const transportRoutes = pgTable(
  'transport_routes',
  {
    tenantId: tenantId(),
    id: rowId(),
    routeName: text('route_name').notNull(),
    vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }),
    uniqueIndex('transport_routes_name_key').on(t.tenantId, sql`lower(${t.routeName})`),
  ],
);

/** A pickup point of a route, in pickup order (`position` 0, 1, …), with its monthly fare. */
export const pickupPoints = pgTable(
  'transport_pickup_points',
  {
    tenantId: tenantId(),
    id: rowId(),
    routeId: bigint('route_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    address: text('address'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    farePaise: bigint('fare_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.routeId],
      foreignColumns: [transportRoutes.tenantId, transportRoutes.id],
    }).onDelete('cascade'),
    index('transport_pickup_points_route_idx').on(t.tenantId, t.routeId, t.position),
  ],
);

/** A driver on a vehicle and route for dates, for pickup, drop or both (B/P/D). */
export const driverSettings = pgTable(
  'transport_driver_settings',
  {
    tenantId: tenantId(),
    id: rowId(),
    driverId: bigint('driver_id', { mode: 'number' }).notNull(),
    vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
    routeId: bigint('route_id', { mode: 'number' }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    type: text('type', { enum: ['B', 'P', 'D'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.driverId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.routeId],
      foreignColumns: [transportRoutes.tenantId, transportRoutes.id],
    }),
    index('transport_driver_settings_driver_idx').on(t.tenantId, t.driverId, t.fromDate),
    index('transport_driver_settings_route_idx').on(t.tenantId, t.routeId),
  ],
);

/** A student riding a route from a pickup point in a session (one route per session). */
export const allocations = pgTable(
  'transport_allocations',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    routeId: bigint('route_id', { mode: 'number' }).notNull(),
    pickupPointId: bigint('pickup_point_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.routeId],
      foreignColumns: [transportRoutes.tenantId, transportRoutes.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.pickupPointId],
      foreignColumns: [pickupPoints.tenantId, pickupPoints.id],
    }),
    uniqueIndex('transport_allocations_student_key').on(t.tenantId, t.sessionId, t.studentId),
    index('transport_allocations_route_idx').on(t.tenantId, t.sessionId, t.routeId),
  ],
);

/** A rider marked boarded or missed on a date's pickup (P) or drop (D) trip. */
export const boardings = pgTable(
  'transport_boardings',
  {
    tenantId: tenantId(),
    id: rowId(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    routeId: bigint('route_id', { mode: 'number' }).notNull(),
    pickupPointId: bigint('pickup_point_id', { mode: 'number' }).notNull(),
    boardingDate: date('boarding_date', { mode: 'string' }).notNull(),
    trip: text('trip', { enum: ['P', 'D'] }).notNull(),
    status: text('status', { enum: ['boarded', 'missed'] }).notNull(),
    markedBy: bigint('marked_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.routeId],
      foreignColumns: [transportRoutes.tenantId, transportRoutes.id],
    }),
    uniqueIndex('transport_boardings_trip_key').on(t.tenantId, t.studentId, t.boardingDate, t.trip),
  ],
);
