import { z } from 'zod';

/** One hostel's day as its warden's home shows it (students and staff with a bed count). */
export const hostelDayRowSchema = z.object({
  hostel_id: z.number().int(),
  hostel_name: z.string(),
  /** Beds taken this session (not discontinued). */
  residents: z.number().int(),
  /** Residents away on an out-pass they have left on and not come back from. */
  out: z.number().int(),
  /** Out-passes waiting for the warden's decision. */
  out_passes_pending: z.number().int(),
  /** Approved out-passes that leave today and have not left yet. */
  leaving_today: z.number().int(),
  visitors_today: z.number().int(),
  /** Visits of today without an out time: the visitors still in. */
  visitors_in: z.number().int(),
});
export type HostelDayRow = z.infer<typeof hostelDayRowSchema>;

/** The hostels' day: the warden's own hostels, or every hostel for someone who is warden of none. */
export const hostelDaySchema = z.object({
  date: z.string(),
  hostels: z.array(hostelDayRowSchema),
});
export type HostelDay = z.infer<typeof hostelDaySchema>;

/** Residents in the hostel now: those with a bed who are not away on an out-pass. */
export const residentsIn = (row: Pick<HostelDayRow, 'residents' | 'out'>) =>
  Math.max(0, row.residents - row.out);
