/** A room's beds as the hostel pages count them. */
export interface RoomBeds {
  capacity: number;
  occupied: number;
}

/** A hostel's totals: rooms, beds, beds taken and beds free (never below 0 per room). */
export function hostelOccupancy(rooms: readonly RoomBeds[]) {
  let beds = 0;
  let occupied = 0;
  let free = 0;
  for (const room of rooms) {
    beds += room.capacity;
    occupied += room.occupied;
    free += Math.max(room.capacity - room.occupied, 0);
  }
  return { rooms: rooms.length, beds, occupied, free };
}

/**
 * Seats of a class-section left in the hostel: its quota less the students of it who hold a bed.
 * Never below 0; `over_by` says how many students were given beds beyond the quota.
 */
export function seatAvailability(totalSeats: number, occupiedStudents: number) {
  const left = totalSeats - occupiedStudents;
  return { available_seats: Math.max(left, 0), over_by: Math.max(-left, 0) };
}
