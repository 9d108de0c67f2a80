import { z } from 'zod';
import { recordIdSchema } from '../core/fields.ts';
import { hostelRowSchema, hostelMessages as m, residentKinds, roomGenders } from './schemas.ts';

/** Texts of the hostel's detail, seat and staff-resident pages. */
export const residenceMessages = {
  seatsSaved: 'Hostel seats saved.',
  badSeats: 'Seats must be a whole number from 0 to 2000',
  classSectionNotInSession: 'This class and section are not taught in the session.',
  duplicateClassSection: 'Each class and section may be listed once.',
  classRequired: 'Select the class',
  sectionRequired: 'Select the section',
} as const;

const id = (message: string) => recordIdSchema(message);

// Hostel detail (/hostel_detail)

export const hostelDetailParamsSchema = z.object({ id: id(m.hostelNotFound) });
export const hostelDetailQuerySchema = z.object({ session_id: id(m.sessionNotFound).optional() });

const residentSchema = z.object({
  allocation_id: z.number().int(),
  for: z.enum(residentKinds),
  name: z.string(),
  /** Class-section and roll for a student; the designation for staff. */
  detail: z.string(),
  date_of_joining: z.string(),
});

export const hostelDetailRoomSchema = z.object({
  id: z.number().int(),
  room_name: z.string(),
  for: z.enum(residentKinds),
  gender: z.enum(roomGenders),
  capacity: z.number().int(),
  occupied: z.number().int(),
  seat_left: z.number().int(),
  residents: z.array(residentSchema),
});

export const hostelDetailSchema = z.object({
  hostel: hostelRowSchema,
  session_id: z.number().int(),
  totals: z.object({
    rooms: z.number().int(),
    beds: z.number().int(),
    occupied: z.number().int(),
    free: z.number().int(),
  }),
  rooms: z.array(hostelDetailRoomSchema),
});
export type HostelDetail = z.infer<typeof hostelDetailSchema>;

// Hostel seats of each class and section (/seat_availability)

export const seatQuerySchema = z.object({ session_id: id(m.sessionRequired) });

export const seatRowSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  section_id: z.number().int(),
  section_name: z.string(),
  total_seats: z.number().int(),
  occupied_students: z.number().int(),
  available_seats: z.number().int(),
  over_by: z.number().int(),
});
export type SeatRow = z.infer<typeof seatRowSchema>;

export const assignSeatsBodySchema = z
  .object({
    session_id: id(m.sessionRequired),
    seats: z
      .array(
        z.object({
          class_id: id(residenceMessages.classRequired),
          section_id: id(residenceMessages.sectionRequired),
          seats: z.coerce
            .number({ error: residenceMessages.badSeats })
            .int({ error: residenceMessages.badSeats })
            .min(0, { error: residenceMessages.badSeats })
            .max(2000, { error: residenceMessages.badSeats }),
        }),
      )
      .min(1)
      .max(500),
  })
  .refine(
    (body) =>
      new Set(body.seats.map((row) => `${row.class_id}-${row.section_id}`)).size ===
      body.seats.length,
    { error: residenceMessages.duplicateClassSection, path: ['seats'] },
  );
export type AssignSeatsBody = z.infer<typeof assignSeatsBodySchema>;

// Staff residents (/staff_hostel_details)

export const staffResidentQuerySchema = z.object({
  session_id: id(m.sessionRequired),
  hostel_id: id(m.hostelNotFound).optional(),
});

export const staffResidentRowSchema = z.object({
  allocation_id: z.number().int(),
  hostel_id: z.number().int(),
  hostel_name: z.string(),
  room_name: z.string(),
  gender: z.enum(roomGenders),
  user_id: z.number().int(),
  full_name: z.string(),
  designation: z.string().nullable(),
  mobile: z.string().nullable(),
  date_of_joining: z.string(),
  is_discontinue: z.union([z.literal(0), z.literal(1)]),
});
export type StaffResidentRow = z.infer<typeof staffResidentRowSchema>;
