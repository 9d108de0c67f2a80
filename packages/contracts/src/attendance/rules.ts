/** The statuses of a mark; present is the default of a register. */
export const attendanceStatuses = ['present', 'absent', 'late', 'leave'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
export const attendanceStatusLabels: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  leave: 'Leave',
};

export interface AttendanceCounts {
  present: number;
  absent: number;
  late: number;
  leave: number;
}

/** Counts of each status among marks. */
export function countStatuses(statuses: readonly AttendanceStatus[]): AttendanceCounts {
  const counts: AttendanceCounts = { present: 0, absent: 0, late: 0, leave: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/**
 * The attendance percentage of marks on school days: present and late count as attended,
 * absent and leave do not; two decimals, half up. Null when nothing was marked.
 */
export function attendancePercent(counts: AttendanceCounts): number | null {
  const total = counts.present + counts.absent + counts.late + counts.leave;
  if (total === 0) return null;
  const hundredths = Math.round(((counts.present + counts.late) * 10_000) / total);
  return hundredths / 100;
}

/** A school's calendar: its working weekdays (1 = Monday … 7 = Sunday) and holiday ranges. */
export interface SchoolCalendar {
  workingDays: readonly number[];
  holidays: ReadonlyArray<{ start_date: string; end_date: string }>;
}

const isoWeekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** True when the school is open on `date`: a working weekday and inside no holiday. */
export function isSchoolDay(date: string, calendar: SchoolCalendar): boolean {
  if (!calendar.workingDays.includes(isoWeekday(date))) return false;
  return !calendar.holidays.some((h) => h.start_date <= date && date <= h.end_date);
}

/** The first and last day (YYYY-MM-DD) of the month of `date`. */
export function monthOf(date: string): { fromDate: string; toDate: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { fromDate: `${year}-${mm}-01`, toDate: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * The percentage of a student's marks that fall on school days of `calendar`: a mark on a
 * holiday or a non-working day (made before the holiday was declared) does not count.
 */
export function percentOnSchoolDays(
  marks: ReadonlyArray<{ date: string; status: AttendanceStatus }>,
  calendar: SchoolCalendar,
): number | null {
  return attendancePercent(
    countStatuses(marks.filter((mark) => isSchoolDay(mark.date, calendar)).map((m) => m.status)),
  );
}

/** YYYY-MM-DD as the screens write it, DD-MM-YYYY (alerts and messages use it too). */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}
