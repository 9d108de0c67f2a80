/** Pure rules of transport, shared by the server and the screens. */

/** The spec's type codes of a driver setting (§9). */
export const transportTypes = ['B', 'P', 'D'] as const;
export type TransportType = (typeof transportTypes)[number];
export const transportTypeLabels: Record<TransportType, string> = {
  B: 'Pick/Drop',
  P: 'Pick',
  D: 'Drop',
};

/** A trip of the day: pickup (morning, points in order) or drop (afternoon, points reversed). */
export const trips = ['P', 'D'] as const;
export type Trip = (typeof trips)[number];
export const tripLabels: Record<Trip, string> = { P: 'Pickup', D: 'Drop' };

/** The trip a driver is on at an hour of the day: the pickup until noon, then the drop. */
export const tripAtHour = (hour: number): Trip => (hour < 12 ? 'P' : 'D');

/** A trip from a link's `?trip=` (P or D), else null. */
export const parseTrip = (value: string | null): Trip | null =>
  (trips as readonly string[]).includes(value ?? '') ? (value as Trip) : null;

/** Does a setting of this type run the trip? B runs both. */
export const typeRunsTrip = (type: TransportType, trip: Trip) => type === 'B' || type === trip;

/** The place of a point on the drop trip: the pickup order reversed (last picked, first dropped). */
export const dropIndexOf = (pickIndex: number, pointCount: number) => pointCount - 1 - pickIndex;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The fallback driving line: straight segments through the ordered points. */
export const straightLine = (points: readonly LatLng[]): Array<[number, number]> =>
  points.map((point) => [point.lat, point.lng]);

/** The map's zoom and height (§9: zoom 14, 500 px high). */
export const routeMapZoom = 14;
export const routeMapHeight = 500;

/** Reminder window: a vehicle document lapsing within this many days is named on the list. */
export const expiryReminderDays = 30;

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/** The reminders of a vehicle's documents as of `today`: lapsed, or lapsing within 30 days. */
export function vehicleReminders(
  documents: { insurance: string | null; fitness: string | null; permit: string | null },
  today: string,
): string[] {
  const names = { insurance: 'Insurance', fitness: 'Fitness', permit: 'Permit' } as const;
  const reminders: string[] = [];
  for (const key of ['insurance', 'fitness', 'permit'] as const) {
    const expiry = documents[key];
    if (!expiry) continue;
    const days = dayNumber(expiry) - dayNumber(today);
    if (days < 0) reminders.push(`${names[key]} expired on ${expiry}`);
    else if (days <= expiryReminderDays)
      reminders.push(`${names[key]} expires in ${days} day${days === 1 ? '' : 's'}`);
  }
  return reminders;
}

/** Do two driver settings' date ranges (inclusive, YYYY-MM-DD) overlap? */
export const settingDatesOverlap = (
  a: { from: string; to: string },
  b: { from: string; to: string },
) => a.from <= b.to && b.from <= a.to;

/** The month's transport due key: one due per student, session and month. */
export const transportDueKey = (sessionId: number, month: string) =>
  `transport:${sessionId}:${month}`;

/** The due date of a month's fare: the 10th of the month. */
export const transportDueDate = (month: string) => `${month}-10`;

/** The idempotency key of a boarding notice: once per child, date and trip. */
export const boardingNoticeKey = (studentId: number, date: string, trip: Trip) =>
  `transport-boarding:${studentId}:${date}:${trip}`;
