import {
  createHoliday,
  deleteHoliday,
  type HolidayAudience,
  listHolidays,
  updateHoliday,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';

/** Root of every holidays query: any write refreshes the lists. */
export const holidaysKey = ['holidays'] as const;

type Audience = Exclude<HolidayAudience, 'all'> | undefined;

/** `GET` the holidays of a year, for whom they close (everyone's when no audience is given). */
export const holidaysQueryOptions = (year: number, audience: Audience) =>
  routeQueryOptions(listHolidays, {
    key: [...holidaysKey, listHolidays.id, { year, for: audience }],
    input: { query: { year, for: audience } },
    silent: true,
  });

export const useHolidaysQuery = (year: number, audience: Audience) =>
  useQuery(holidaysQueryOptions(year, audience));

export const useCreateHoliday = () =>
  useRouteMutation(createHoliday, { notifySuccess: true, refreshes: [holidaysKey] });

export const useUpdateHoliday = () =>
  useRouteMutation(updateHoliday, { notifySuccess: true, refreshes: [holidaysKey] });

export const useDeleteHoliday = () =>
  useRouteMutation(deleteHoliday, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [holidaysKey],
  });
