import { getCommonSection } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { tcKey } from './tc-keys';

/** `GET /api/school/class/getCommonSection`: the sections every chosen class has. */
export const commonSectionsQueryOptions = (classIds: number[]) =>
  routeQueryOptions(getCommonSection, {
    key: [...tcKey, 'sections', classIds],
    input: classIds.length > 0 ? { query: { class_id: classIds } } : null,
    silent: true,
  });

export const useCommonSectionsQuery = (classIds: number[]) =>
  useQuery(commonSectionsQueryOptions(classIds));
