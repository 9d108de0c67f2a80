import {
  type BodyOf,
  createIncident,
  deleteIncident,
  listIncidents,
  notifyIncident,
  type QueryOf,
  updateIncident,
} from '@shala/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

/** Root of every incident query: any write refreshes the list. */
export const incidentsKey = ['incidents'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: incidentsKey });
}

export type IncidentFilter = QueryOf<typeof listIncidents>;

/** `GET /incident/`: the list (parents and teachers get their own view whatever the filter). */
export function useIncidentsQuery(filter: IncidentFilter | null) {
  return useQuery({
    queryKey: [...incidentsKey, filter],
    queryFn:
      filter === null
        ? skipToken
        : ({ signal }) => apiCall(listIncidents, { query: filter, signal, silent: true }),
  });
}

export function useCreateIncident() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createIncident>) =>
      apiCall(createIncident, { body, silent: true }),
    onSuccess: refresh,
  });
}

export function useUpdateIncident() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateIncident>) =>
      apiCall(updateIncident, { body, silent: true }),
    onSuccess: refresh,
  });
}

export function useDeleteIncident() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteIncident, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useNotifyIncident() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof notifyIncident>) =>
      apiCall(notifyIncident, { body, notifySuccess: true, silent: true }),
  });
}
