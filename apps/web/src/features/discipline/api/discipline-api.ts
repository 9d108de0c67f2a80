import {
  createIncident,
  deleteIncident,
  listIncidents,
  notifyIncident,
  type QueryOf,
  updateIncident,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';

/** Root of every incident query: any write refreshes the list. */
export const incidentsKey = ['incidents'] as const;

export type IncidentFilter = QueryOf<typeof listIncidents>;

/** `GET /incident/`: the list (parents and teachers get their own view whatever the filter). */
export const incidentsQueryOptions = (filter: IncidentFilter | null) =>
  routeQueryOptions(listIncidents, {
    key: [...incidentsKey, filter],
    input: filter === null ? null : { query: filter },
    silent: true,
  });

export const useIncidentsQuery = (filter: IncidentFilter | null) =>
  useQuery(incidentsQueryOptions(filter));

export const useCreateIncident = () =>
  useRouteMutation(createIncident, { silent: true, refreshes: [incidentsKey] });

export const useUpdateIncident = () =>
  useRouteMutation(updateIncident, { silent: true, refreshes: [incidentsKey] });

export const useDeleteIncident = () =>
  useRouteMutation(deleteIncident, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [incidentsKey],
  });

export const useNotifyIncident = () =>
  useRouteMutation(notifyIncident, { notifySuccess: true, silent: true });
