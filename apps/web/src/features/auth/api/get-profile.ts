import { getProfile } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';

/** `GET /api/common/profile`: the signed-in user's own details. */
export const profileQueryOptions = () => routeQueryOptions(getProfile, { key: ['profile'] });

export const useProfileQuery = () => useQuery(profileQueryOptions());
