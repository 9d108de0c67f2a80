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
};
