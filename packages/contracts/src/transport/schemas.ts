import { z } from 'zod';
import { calendarDateSchema, nameSchema, recordIdSchema } from '../core/fields.ts';
import { rupeesInPaiseSchema } from '../core/money.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { mobilePattern, optionalTextSchema } from '../core/person-fields.ts';
import { counterPaymentModes } from '../fee-collection/rules.ts';
import { checkPaymentInstrument, paymentInstrumentFields } from '../fee-collection/schemas.ts';
import { transportTypes, trips } from './rules.ts';

/** Texts of the transport screens, written once. */
export const transportMessages = {
  enterVehicleName: 'Please enter vehicle name',
  enterVehicleNo: 'Please enter vehicle number',
  badSeats: 'Seats must be between 1 and 100',
  badDate: 'Please enter a valid date',
  vehicleExists: 'A vehicle with this number already exists.',
  vehicleNotFound: 'Vehicle not found.',
  vehicleInUse: 'This vehicle is used by a route or a driver setting.',
  chooseDriver: 'Please choose a driver',
  driverNotFound: 'Driver not found.',
  enterLicense: 'Please enter licence number',
  badMobile: 'Please enter a valid 10-digit mobile number',
  driverExists: 'This driver is already added.',
  enterRouteName: 'Please enter route name',
  routeExists: 'A route with this name already exists.',
  routeNotFound: 'Route not found',
  routeInUse: 'This route has students or driver settings.',
  addPoints: 'Please add at least one pickup point',
  tooManyPoints: 'A route has at most 50 pickup points',
  enterLabel: 'Please enter the point name',
  badLat: 'Latitude must be between -90 and 90',
  badLng: 'Longitude must be between -180 and 180',
  enterLat: 'Please enter the latitude (e.g. 12.97160), or click the place on the map',
  enterLng: 'Please enter the longitude (e.g. 77.59460), or click the place on the map',
  badFare: 'Please enter the monthly fare (0 or more)',
  chooseVehicle: 'Please choose a vehicle',
  chooseRoute: 'Please choose a route',
  chooseType: 'Please choose a type',
  enterFromDate: 'Please enter from date',
  enterToDate: 'Please enter to date',
  toBeforeFrom: 'To date cannot be before from date',
  driverOnOtherVehicle: 'This driver is on another vehicle in these dates.',
  settingNotFound: 'Driver setting not found.',
  chooseStudent: 'Please choose a student',
  studentNotFound: 'Student not found.',
  choosePoint: 'Please choose a pickup point',
  pointNotFound: 'Pickup point not found.',
  seatsFull: 'All seats of this route are taken.',
  routeHasNoVehicle: 'This route has no vehicle.',
  allocationNotFound: 'Allocation not found.',
  sessionNotFound: 'Session not found.',
  chooseTrip: 'Please choose Pickup or Drop',
  badStatus: 'Please choose boarded or missed',
  notOnRoute: 'This student does not ride this route.',
  badMonth: 'Please choose a month',
  chooseDues: 'Please choose at least one due',
  chooseMode: 'Please choose the mode of payment',
  loadingDetails: 'Loading transportation details...',
  vehicleSaved: 'Vehicle saved.',
  vehicleDeleted: 'Vehicle deleted.',
  driverSaved: 'Driver saved.',
  routeSaved: 'Route saved.',
  routeDeleted: 'Route deleted.',
  settingSaved: 'Driver setting saved.',
  settingDeleted: 'Driver setting deleted.',
  allocated: 'Route allocated.',
  allocationRemoved: 'Allocation removed.',
  boardingSaved: 'Boarding saved.',
  chargesPosted: 'Transport dues posted.',
  paymentRecorded: 'Payment recorded.',
} as const;

const m = transportMessages;
const id = (message: string) => recordIdSchema(message);
const optionalDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  calendarDateSchema(m.badDate).nullable(),
);

// Vehicles

export const vehicleBodySchema = z.object({
  vehicle_name: nameSchema(m.enterVehicleName, 'Vehicle name', 100),
  vehicle_no: nameSchema(m.enterVehicleNo, 'Vehicle number', 20).transform((value) =>
    value.toUpperCase(),
  ),
  seats: z.coerce
    .number({ error: m.badSeats })
    .int({ error: m.badSeats })
    .min(1, { error: m.badSeats })
    .max(100, { error: m.badSeats }),
  insurance_expiry: optionalDate,
  fitness_expiry: optionalDate,
  permit_expiry: optionalDate,
});
export type VehicleBody = z.infer<typeof vehicleBodySchema>;
export const updateVehicleBodySchema = vehicleBodySchema.extend({ id: id(m.vehicleNotFound) });
export const vehicleIdParamsSchema = z.object({ id: id(m.vehicleNotFound) });

export const vehicleRowSchema = z.object({
  id: z.number(),
  vehicle_name: z.string(),
  vehicle_no: z.string(),
  seats: z.number(),
  insurance_expiry: z.string().nullable(),
  fitness_expiry: z.string().nullable(),
  permit_expiry: z.string().nullable(),
  /** Documents lapsed or lapsing within 30 days. */
  reminders: z.array(z.string()),
});
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

// Drivers (users of the driver role with their licence and contact)

export const driverBodySchema = z.object({
  user_id: id(m.chooseDriver),
  license_no: nameSchema(m.enterLicense, 'Licence number', 30),
  mobile_no: z.string({ error: m.badMobile }).trim().regex(mobilePattern, { error: m.badMobile }),
  address: optionalTextSchema(300),
});
export type DriverBody = z.infer<typeof driverBodySchema>;

export const driverRowSchema = z.object({
  user_id: z.number(),
  driver_full_name: z.string(),
  driver_mobile_no: z.string().nullable(),
  license_no: z.string().nullable(),
  driver_address: z.string().nullable(),
});
export type DriverRow = z.infer<typeof driverRowSchema>;

// Routes and their ordered pickup points

/** A latitude or longitude, typed or from the map; an empty field is missing, not 0. */
const coordinateSchema = (limit: number, enter: string, bad: string) =>
  z.preprocess(
    (value) => {
      const typed = typeof value === 'string' ? value.trim() : value;
      if (typed === '' || typed === null || typed === undefined) return undefined;
      return typeof typed === 'string' ? Number(typed) : typed;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? enter : bad) })
      .min(-limit, { error: bad })
      .max(limit, { error: bad }),
  );

export const pickupPointBodySchema = z.object({
  label: nameSchema(m.enterLabel, 'Point name', 100),
  address: optionalTextSchema(300),
  lat: coordinateSchema(90, m.enterLat, m.badLat),
  lng: coordinateSchema(180, m.enterLng, m.badLng),
  fare: rupeesInPaiseSchema(m.badFare),
});
export type PickupPointBody = z.input<typeof pickupPointBodySchema>;

export const routeBodySchema = z.object({
  route_name: nameSchema(m.enterRouteName, 'Route name', 100),
  vehicle_id: id(m.chooseVehicle),
  pickup_points: z
    .array(pickupPointBodySchema, { error: m.addPoints })
    .min(1, { error: m.addPoints })
    .max(50, { error: m.tooManyPoints }),
});
export type RouteBody = z.input<typeof routeBodySchema>;
export const updateRouteBodySchema = routeBodySchema.extend({ id: id(m.routeNotFound) });
export const routeIdParamsSchema = z.object({ id: id(m.routeNotFound) });
export const routeMapParamsSchema = z.object({ routeId: id(m.routeNotFound) });

export const pickupPointSchema = z.object({
  id: z.number(),
  label: z.string(),
  address: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  fare: z.number(),
  pick_index: z.number(),
  drop_index: z.number(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const routeRowSchema = z.object({
  id: z.number(),
  route_name: z.string(),
  vehicle_id: z.number(),
  vehicle_name: z.string(),
  vehicle_no: z.string(),
  seats: z.number(),
  /** Students allocated to the route in the current session. */
  allocated: z.number(),
  pickup_points: z.array(pickupPointSchema),
});
export type RouteRow = z.infer<typeof routeRowSchema>;

/** The spec's route for the map, plus the driving line and the tile URL the map uses. */
export const routeForMapSchema = z.object({
  route_name: z.string(),
  pickup_points: z.array(
    z.object({
      lat: z.number(),
      lng: z.number(),
      label: z.string(),
      address: z.string().nullable(),
      drop_index: z.number(),
    }),
  ),
  /** [lat, lng] pairs from the first point to the last. */
  path: z.array(z.tuple([z.number(), z.number()])),
  path_source: z.enum(['routing', 'straight']),
  /** MAP_TILE_URL, or null: the map then shows a plain background. */
  tile_url: z.string().nullable(),
});
export type RouteForMap = z.infer<typeof routeForMapSchema>;

export const mapSettingsSchema = z.object({ tile_url: z.string().nullable() });

// Driver settings

export const driverSettingBodySchema = z
  .object({
    driver_id: id(m.chooseDriver),
    vehicle_id: id(m.chooseVehicle),
    route_id: id(m.chooseRoute),
    from_date: calendarDateSchema(m.enterFromDate),
    to_date: calendarDateSchema(m.enterToDate),
    type: z.enum(transportTypes, { error: m.chooseType }),
  })
  .refine((body) => body.to_date >= body.from_date, {
    error: m.toBeforeFrom,
    path: ['to_date'],
  });
export type DriverSettingBody = z.infer<typeof driverSettingBodySchema>;
export const settingIdParamsSchema = z.object({ id: id(m.settingNotFound) });

export const driverSettingSchema = z.object({
  id: z.number(),
  driver_id: z.number(),
  driver_full_name: z.string(),
  vehicle_id: z.number(),
  vehicle: z.object({ vehicle_name: z.string(), vehicle_no: z.string() }),
  route: z.object({ route_name: z.string() }),
  route_id: z.number(),
  from_date: z.string(),
  to_date: z.string(),
  type: z.enum(transportTypes),
});
export type DriverSetting = z.infer<typeof driverSettingSchema>;

export const driverTransportQuerySchema = z.object({
  session_id: id(m.sessionNotFound).optional(),
  /** Staff may name a driver; a driver always sees their own settings. */
  user_id: id(m.driverNotFound).optional(),
});

// Allocation

export const allocationBodySchema = z.object({
  session_id: id(m.sessionNotFound).optional(),
  student_id: id(m.chooseStudent),
  route_id: id(m.chooseRoute),
  pickup_point_id: id(m.choosePoint),
});
export type AllocationBody = z.infer<typeof allocationBodySchema>;
export const transportAllocationIdParamsSchema = z.object({ id: id(m.allocationNotFound) });
export const sessionQuerySchema = z.object({
  session_id: id(m.sessionNotFound).optional(),
  route_id: id(m.routeNotFound).optional(),
});

export const transportAllocationRowSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  roll_number: z.number().nullable(),
  route_id: z.number(),
  route_name: z.string(),
  pickup_point_id: z.number(),
  pickup_point_name: z.string(),
  fare: z.number(),
});
export type TransportAllocationRow = z.infer<typeof transportAllocationRowSchema>;

// The spec's reads

export const transportDetailQuerySchema = z.object({
  student_id: id(m.chooseStudent),
  session_id: id(m.sessionNotFound).optional(),
  class_id: id(m.chooseStudent).optional(),
});

export const transportDetailSchema = z.object({
  student_id: z.number(),
  route_id: z.number(),
  route_name: z.string(),
  pickup_point: z.string(),
  vehicle_name: z.string(),
  vehicle_no: z.string(),
  driver_full_name: z.string().nullable(),
  driver_mobile_no: z.string().nullable(),
  license_no: z.string().nullable(),
  driver_address: z.string().nullable(),
  driver_type: z.enum(transportTypes).nullable(),
  /** Today's boarding on each trip, when marked. */
  boarding: z.array(
    z.object({ trip: z.enum(trips), status: z.enum(['boarded', 'missed']), point: z.string() }),
  ),
});
export type TransportDetail = z.infer<typeof transportDetailSchema>;

export const busDutyQuerySchema = z.object({
  driver_id: id(m.driverNotFound).optional(),
  type: z.enum(trips, { error: m.chooseTrip }),
  date: calendarDateSchema(m.badDate).optional(),
});

export const boardingStatuses = ['boarded', 'missed'] as const;
export type BoardingStatus = (typeof boardingStatuses)[number];

/** A route's trip for the driver: the points in trip order, each with its riders and marks. */
export const busDutySchema = z.object({
  route_id: z.number(),
  route_name: z.string(),
  vehicle_name: z.string(),
  vehicle_no: z.string(),
  trip: z.enum(trips),
  date: z.string(),
  points: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      address: z.string().nullable(),
      students: z.array(
        z.object({
          student_id: z.number(),
          student_name: z.string(),
          class_name: z.string().nullable(),
          status: z.enum(boardingStatuses).nullable(),
        }),
      ),
    }),
  ),
});
export type BusDuty = z.infer<typeof busDutySchema>;

export const boardingBodySchema = z.object({
  route_id: id(m.routeNotFound),
  student_id: id(m.chooseStudent),
  trip: z.enum(trips, { error: m.chooseTrip }),
  status: z.enum(boardingStatuses, { error: m.badStatus }),
  date: calendarDateSchema(m.badDate).optional(),
});
export type BoardingBody = z.infer<typeof boardingBodySchema>;
export const boardingResultSchema = z.object({
  status: z.enum(boardingStatuses),
  notified: z.number(),
});

export const transportReportQuerySchema = z.object({
  session_id: id(m.sessionNotFound).optional(),
});
export const transportReportRowSchema = z.object({
  roll_number: z.number().nullable(),
  class_name: z.string().nullable(),
  student_name: z.string(),
  route_name: z.string(),
  pickup_point_name: z.string(),
  vehicle_name: z.string(),
  driver_name: z.string().nullable(),
});
export type TransportReportRow = z.infer<typeof transportReportRowSchema>;

// Fees

export const postChargesBodySchema = z.object({
  session_id: id(m.sessionNotFound).optional(),
  month: z.string({ error: m.badMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.badMonth }),
});
export const postChargesResultSchema = z.object({ posted: z.number() });

/** The paged fare lists (dues, defaulters) of a session, optionally of one route. */
export const transportDuesQuerySchema = pagingQuerySchema.extend(sessionQuerySchema.shape);

export const transportDueRowSchema = z.object({
  student_id: z.number(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  roll_number: z.number().nullable(),
  route_name: z.string(),
  pickup_point_name: z.string(),
  dues: z.array(
    z.object({
      due_key: z.string(),
      label: z.string(),
      due_date: z.string(),
      principal_due: z.number(),
      late_fee_due: z.number(),
      balance: z.number(),
    }),
  ),
  /** What is left of every transport due of the student. */
  balance: z.number(),
});
export type TransportDueRow = z.infer<typeof transportDueRowSchema>;

export const transportPaymentBodySchema = z
  .object({
    session_id: id(m.sessionNotFound).optional(),
    student_id: id(m.chooseStudent),
    due_keys: z
      .array(z.string().min(1).max(100), { error: m.chooseDues })
      .min(1, { error: m.chooseDues })
      .max(24),
    payment_date: calendarDateSchema(m.badDate).optional(),
    mode: z.enum(counterPaymentModes, { error: m.chooseMode }),
    /** A cheque's or demand draft's number, date and bank, as at the school fee counter. */
    ...paymentInstrumentFields,
    idempotency_key: z.string().trim().min(8).max(100),
  })
  .superRefine(checkPaymentInstrument);
export type TransportPaymentBody = z.infer<typeof transportPaymentBodySchema>;
export const transportPaymentResultSchema = z.object({
  payment_id: z.number(),
  receipt_no: z.number(),
  already_recorded: z.boolean(),
});
