import { listTaughtPlaces, type TaughtPlaces } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

/**
 * `GET teacher_routine/classes`: the classes and sections a teacher teaches (with `date`, that
 * day's proxy classes too); `all` for every other role. Idle unless `enabled`.
 */
export function useTaughtPlacesQuery(enabled: boolean, date?: string | null) {
  return useQuery({
    queryKey: [...lookupsKey, 'taught-places', date ?? null],
    queryFn: enabled
      ? ({ signal }) =>
          apiCall(listTaughtPlaces, { query: { date: date ?? undefined }, signal, silent: true })
      : skipToken,
    staleTime: 60_000,
  });
}

/** Whether a teacher's places (or every class, `all`) admit this class. */
export function teachesClass(taught: TaughtPlaces, classId: number): boolean {
  return taught.all || taught.places.some((place) => place.class_id === classId);
}

/** Whether they admit this section of the class (a whole-class place admits every section). */
export function teachesSection(taught: TaughtPlaces, classId: number, sectionId: number): boolean {
  return (
    taught.all ||
    taught.places.some(
      (place) =>
        place.class_id === classId && (place.section_id === null || place.section_id === sectionId),
    )
  );
}
