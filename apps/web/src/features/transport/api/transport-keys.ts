/** Root of every transport query: any transport write refreshes them all. */
export const transportKey = ['transport'] as const;

export const transportKeys = {
  vehicles: [...transportKey, 'vehicles'] as const,
  mapSettings: [...transportKey, 'map-settings'] as const,
  drivers: [...transportKey, 'drivers'] as const,
  routes: [...transportKey, 'routes'] as const,
  routeMap: (routeId: number | null) => [...transportKey, 'route-map', routeId] as const,
  settings: [...transportKey, 'settings'] as const,
  mySettings: [...transportKey, 'my-settings'] as const,
  allocations: [...transportKey, 'allocations'] as const,
  detail: (studentId: number | null) => [...transportKey, 'detail', studentId] as const,
  duty: (trip: string) => [...transportKey, 'duty', trip] as const,
  report: (sessionId: number | null) => [...transportKey, 'report', sessionId] as const,
  dues: [...transportKey, 'dues'] as const,
  defaulters: [...transportKey, 'defaulters'] as const,
};
