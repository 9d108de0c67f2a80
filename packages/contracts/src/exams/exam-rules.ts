/** A scheduled paper as the clash rule sees it: date YYYY-MM-DD, times HH:MM. */
export interface PaperSlot {
  id?: number;
  exam_date: string;
  start_time: string;
  end_time: string;
}

/** True when two papers of a class overlap in time (touching end to start is no overlap). */
export function slotsOverlap(a: PaperSlot, b: PaperSlot): boolean {
  return a.exam_date === b.exam_date && a.start_time < b.end_time && b.start_time < a.end_time;
}

/** The first of `others` (not `slot` itself) that overlaps `slot`, or null. */
export function findClash<T extends PaperSlot>(slot: PaperSlot, others: readonly T[]): T | null {
  return (
    others.find(
      (other) => (slot.id === undefined || other.id !== slot.id) && slotsOverlap(slot, other),
    ) ?? null
  );
}

/** "10:00 - 13:00": the exam time as lists show it. */
export const timeRange = (slot: Pick<PaperSlot, 'start_time' | 'end_time'>) =>
  `${slot.start_time} - ${slot.end_time}`;

/** A mark entered for a student: a number, absent, or nothing yet. */
export type MarkEntry = { obtain_mark: number | null; is_absent: boolean };

/** Why a mark cannot stand against a paper's full marks, or null. Absent needs no number. */
export function checkMark(entry: MarkEntry, fullMark: number): 'negative' | 'above' | null {
  if (entry.is_absent || entry.obtain_mark === null) return null;
  if (entry.obtain_mark < 0) return 'negative';
  if (entry.obtain_mark > fullMark) return 'above';
  return null;
}

/** A student to seat: their class (in the order given) and roll number. */
export interface SeatCandidate {
  student_id: number;
  class_id: number;
  roll_number: number | null;
}
export interface SeatRoom {
  id: number;
  capacity: number;
}
export interface SeatAssignment {
  room_id: number;
  seat_no: number;
  student_id: number;
}

/**
 * Spreads students over rooms: each class in roll-number order, the classes taken in turn
 * (1st of A, 1st of B, 2nd of A, …) so neighbours come from different classes; rooms filled
 * in order up to their capacity. Null when the rooms hold fewer seats than students.
 */
export function planSeats(
  candidates: readonly SeatCandidate[],
  rooms: readonly SeatRoom[],
): SeatAssignment[] | null {
  const seats = rooms.reduce((sum, room) => sum + room.capacity, 0);
  if (seats < candidates.length) return null;
  const byClass = new Map<number, SeatCandidate[]>();
  for (const candidate of candidates)
    byClass.set(candidate.class_id, [...(byClass.get(candidate.class_id) ?? []), candidate]);
  const queues = [...byClass.values()].map((list) =>
    [...list].sort(
      (a, b) =>
        (a.roll_number ?? Number.MAX_SAFE_INTEGER) - (b.roll_number ?? Number.MAX_SAFE_INTEGER) ||
        a.student_id - b.student_id,
    ),
  );
  const order: SeatCandidate[] = [];
  for (let round = 0; order.length < candidates.length; round += 1)
    for (const queue of queues) if (queue[round]) order.push(queue[round]!);
  const plan: SeatAssignment[] = [];
  let next = 0;
  for (const room of rooms)
    for (let seat = 1; seat <= room.capacity && next < order.length; seat += 1, next += 1)
      plan.push({ room_id: room.id, seat_no: seat, student_id: order[next]!.student_id });
  return plan;
}

/**
 * True once a paper's exam has started in the school's clock: `now` is the school's local
 * date and time ("YYYY-MM-DD HH:MM"). Before then only its setter, checker and the exam
 * admin may see the paper.
 */
export const examHasStarted = (slot: PaperSlot, now: string) =>
  `${slot.exam_date} ${slot.start_time}` <= now;

/** The school's local "YYYY-MM-DD HH:MM" of an instant. */
export function localMinuteIn(timeZone: string, instant = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
