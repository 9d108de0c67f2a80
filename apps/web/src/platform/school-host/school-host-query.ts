import { type ValidateSubdomainData, validateSubdomainMeta } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../api/route-query';
import { useSessionVault } from '../session/session-vault';
import { getSubdomain } from './get-subdomain';

/** Root of the key; public data, so it survives sign-out. */
export const schoolHostKeyRoot = 'school-host';

/**
 * `POST /api/common/validate-subdomain` for this page's school. It runs only on a
 * school host without a session (spec §4); signed in, the session carries the school.
 */
export function useSchoolHostQuery() {
  const vault = useSessionVault();
  const subdomain = getSubdomain();
  return useQuery({
    ...routeQueryOptions(validateSubdomainMeta, {
      key: [schoolHostKeyRoot, subdomain],
      input: subdomain !== null && vault === null ? { body: { subdomain } } : null,
    }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The validated school of this host, if it has been checked and is open. */
export function useSchoolHost(): ValidateSubdomainData['schoolData'] {
  const { data } = useSchoolHostQuery();
  return data?.STATUS === 'OK' ? data.schoolData : null;
}
