/** Root of every hostel query: any write refreshes hostels, rooms, allocations and dues. */
export const hostelKey = ['hostel'] as const;

export const hostelKeys = {
  hostels: [...hostelKey, 'hostels'] as const,
  hostelList: [...hostelKey, 'hostel-list'] as const,
  wardens: [...hostelKey, 'wardens'] as const,
  rooms: [...hostelKey, 'rooms'] as const,
  allocations: (filter: object) => [...hostelKey, 'allocations', filter] as const,
  defaulters: (filter: object) => [...hostelKey, 'defaulters', filter] as const,
  parentRoom: (studentId: number | null) => [...hostelKey, 'parent-room', studentId] as const,
  roomResidents: (sessionId: number | null, roomId: number | null) =>
    [...hostelKey, 'room-residents', sessionId, roomId] as const,
  visitors: (filter: object) => [...hostelKey, 'visitors', filter] as const,
  detail: (hostelId: number | null, sessionId: number | null) =>
    [...hostelKey, 'detail', hostelId, sessionId] as const,
  seats: (sessionId: number | null) => [...hostelKey, 'seats', sessionId] as const,
  staffResidents: (filter: object) => [...hostelKey, 'staff-residents', filter] as const,
  outPasses: (filter: object) => [...hostelKey, 'out-passes', filter] as const,
  day: [...hostelKey, 'day'] as const,
  childOutPasses: (studentId: number | null) =>
    [...hostelKey, 'child-out-passes', studentId] as const,
};
