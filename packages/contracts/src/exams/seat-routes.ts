import { defineRoute } from '../core/route.ts';
import { planSeatsBodySchema, seatPlanQuerySchema, seatPlanSchema } from './seat-schemas.ts';

export const planSeatsRoute = defineRoute({
  id: 'exams.planSeats',
  method: 'PUT',
  area: 'school',
  path: '/examination/seat_plan',
  access: { kind: 'module', module: 'exams:add_exam_type' } as const,
  summary: "Seat an exam's classes in rooms (by class in turn and roll number); replaces the plan",
  body: planSeatsBodySchema,
  data: seatPlanSchema,
});

export const getSeatPlan = defineRoute({
  id: 'exams.seatPlan',
  method: 'GET',
  area: 'school',
  path: '/examination/seat_plan',
  access: { kind: 'module', module: 'exams' } as const,
  summary: 'The seat plan of an exam, room by room',
  query: seatPlanQuerySchema,
  data: seatPlanSchema,
});
