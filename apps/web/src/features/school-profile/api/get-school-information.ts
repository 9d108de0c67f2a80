import { getSchoolInformation } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { schoolInformationKey } from './school-profile-keys';

/** `GET /api/school/school_information`: address, contacts, board; name and colours read-only. */
export const schoolInformationQueryOptions = () =>
  routeQueryOptions(getSchoolInformation, { key: schoolInformationKey });

export const useSchoolInformationQuery = () => useQuery(schoolInformationQueryOptions());
