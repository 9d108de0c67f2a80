import { z } from 'zod';
import { calendarDateSchema, isCalendarDate, nameSchema, recordIdSchema } from '../core/fields.ts';

/** Texts of the holiday screens, written once. */
export const holidayMessages = {
  enterName: 'Please enter holiday name',
  enterStartDate: 'Please enter a valid start date',
  enterEndDate: 'Please enter a valid end date',
  endBeforeStart: 'End date cannot be before the start date',
  chooseFor: 'Please choose who the holiday is for',
  notFound: 'Holiday not found.',
  created: 'Holiday added.',
  updated: 'Holiday updated.',
  deleted: 'Holiday deleted.',
} as const;

/** Who a holiday closes the school for: everyone, only students, or only staff. */
export const holidayAudiences = ['all', 'students', 'staff'] as const;
export type HolidayAudience = (typeof holidayAudiences)[number];
export const holidayAudienceLabels: Record<HolidayAudience, string> = {
  all: 'Students and staff',
  students: 'Students',
  staff: 'Staff',
};

const holidayFields = {
  holiday_name: nameSchema(holidayMessages.enterName, 'Holiday', 120),
  start_date: calendarDateSchema(holidayMessages.enterStartDate),
  end_date: calendarDateSchema(holidayMessages.enterEndDate),
  applies_to: z.enum(holidayAudiences, { error: holidayMessages.chooseFor }).default('all'),
};

const endNotBeforeStart = (value: { start_date: string; end_date: string }) =>
  !isCalendarDate(value.start_date) ||
  !isCalendarDate(value.end_date) ||
  value.end_date >= value.start_date;
const endBeforeStartIssue = { error: holidayMessages.endBeforeStart, path: ['end_date'] };

export const holidayIdSchema = recordIdSchema(holidayMessages.notFound);

export const createHolidayBodySchema = z
  .object(holidayFields)
  .refine(endNotBeforeStart, endBeforeStartIssue);
export type CreateHolidayBody = z.infer<typeof createHolidayBodySchema>;

export const updateHolidayBodySchema = z
  .object({ ...holidayFields, id: holidayIdSchema })
  .refine(endNotBeforeStart, endBeforeStartIssue);
export type UpdateHolidayBody = z.infer<typeof updateHolidayBodySchema>;

export const holidayIdParamsSchema = z.object({ id: holidayIdSchema });

/** The list: one calendar year (this year by default), for students, staff or both. */
export const listHolidaysQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Please choose a valid year' })
    .int({ error: 'Please choose a valid year' })
    .min(1900, { error: 'Please choose a valid year' })
    .max(2200, { error: 'Please choose a valid year' })
    .optional(),
  for: z.enum(['students', 'staff'], { error: holidayMessages.chooseFor }).optional(),
});

/** A holiday as the shared column set shows it (§2.7: Holiday, Start Date, End Date). */
export const holidayRowSchema = z.object({
  id: z.number().int(),
  holiday_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  applies_to: z.enum(holidayAudiences),
});
export type HolidayRow = z.infer<typeof holidayRowSchema>;
