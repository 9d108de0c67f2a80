import { isClockTime } from '../timetable/rules.ts';

/** At most this many visitors in one entry (one name and one relation each). */
export const maxVisitorsPerEntry = 10;

/**
 * True when a visit's out time is before its in time (both HH:MM of the visit's day). An out
 * time equal to the in time is a visit of under a minute and is accepted.
 */
export function isOutBeforeIn(inTime: string, outTime: string): boolean {
  return isClockTime(inTime) && isClockTime(outTime) && outTime < inTime;
}

/**
 * What a typed time keeps on blur (§5: HH:MM with hour below 24 and minute below 60, else the
 * entry is cleared). "9:05" is read as "09:05".
 */
export function keepClockTime(typed: string): string {
  const value = typed.trim();
  const padded = /^\d:\d{2}$/.test(value) ? `0${value}` : value;
  return isClockTime(padded) ? padded : '';
}

/** The visitors of an entry as pairs, for display: "Ravi (Father), Meena (Mother)". */
export function describeVisitors(names: readonly string[], relations: readonly string[]): string {
  return names
    .map((name, index) => (relations[index] ? `${name} (${relations[index]})` : name))
    .join(', ');
}
