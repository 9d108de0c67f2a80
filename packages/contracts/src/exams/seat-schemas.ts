import { z } from 'zod';
import { nameSchema } from '../core/fields.ts';
import { examClassIdSchema, examSessionIdSchema, examTypeIdSchema } from './exam-schemas.ts';
import { examMessages as m } from './messages.ts';

export const seatRoomSchema = z.object({
  room_name: nameSchema(m.enterRoomName, 'Room name', 60),
  capacity: z.coerce
    .number({ error: m.badCapacity })
    .int({ error: m.badCapacity })
    .min(1, { error: m.badCapacity })
    .max(500, { error: m.badCapacity }),
});

/** Plans the seats of an exam: the rooms and the classes sitting it. Replaces an earlier plan. */
export const planSeatsBodySchema = z.object({
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema.optional(),
  class_ids: z
    .array(examClassIdSchema, { error: m.selectClasses })
    .min(1, { error: m.selectClasses })
    .max(50),
  rooms: z.array(seatRoomSchema, { error: m.enterRooms }).min(1, { error: m.enterRooms }).max(100),
});

export const seatPlanQuerySchema = z.object({
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema.optional(),
});

/** The seat plan, room by room, printable. */
export const seatPlanSchema = z.object({
  rooms: z.array(
    z.object({
      room_name: z.string(),
      capacity: z.number().int(),
      seats: z.array(
        z.object({
          seat_no: z.number().int(),
          student_id: z.number().int(),
          student_name: z.string(),
          class_name: z.string(),
          roll_number: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type SeatPlan = z.infer<typeof seatPlanSchema>;
