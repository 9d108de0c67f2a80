/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayNames: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};
/** A school starts with Monday to Saturday as working days. */
export const defaultWorkingDays: Weekday[] = [1, 2, 3, 4, 5, 6];

/** True for a 24-hour HH:MM time (hour below 24, minute below 60). */
export function isClockTime(value: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return Boolean(match && Number(match[1]) < 24 && Number(match[2]) < 60);
}

/** The ISO weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** True when two HH:MM ranges share a minute (touching ends do not overlap). */
export function timesOverlap(
  a: { start_time: string; end_time: string },
  b: { start_time: string; end_time: string },
): boolean {
  return a.start_time < b.end_time && b.start_time < a.end_time;
}

/** "10:30" as "10:30 AM": how times are shown. */
export function formatClockTime(value: string): string {
  if (!isClockTime(value)) return value;
  const [hour, minute] = value.split(':').map(Number) as [number, number];
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}
