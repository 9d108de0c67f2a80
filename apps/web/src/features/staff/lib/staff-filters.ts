import type { listStaff, QueryOf } from '@shala/contracts';

export type StatusFilter = 'all' | 'active' | 'inactive';

export interface StaffFilters {
  search: string;
  roleId: number | null;
  designationId: number | null;
  status: StatusFilter;
}

/** Rows asked for per page of /user_list. */
export const staffPageSize = 15;

const positiveId = (text: string | null) => {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The filters kept in the page's address (?search=&role_id=&designation_id=&status=). */
export function readStaffFilters(params: URLSearchParams): StaffFilters {
  const status = params.get('status');
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    roleId: positiveId(params.get('role_id')),
    designationId: positiveId(params.get('designation_id')),
    status: status === 'active' || status === 'inactive' ? status : 'all',
  };
}

/** The filters back into the address; defaults are left out. */
export function writeStaffFilters(filters: StaffFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.roleId) params.set('role_id', String(filters.roleId));
  if (filters.designationId) params.set('designation_id', String(filters.designationId));
  if (filters.status !== 'all') params.set('status', filters.status);
  return params;
}

/** `GET /user_list` query of one page. */
export function staffListQuery(filters: StaffFilters, skip: number): QueryOf<typeof listStaff> {
  return {
    search: filters.search.trim() || undefined,
    role_id: filters.roleId ?? undefined,
    designation_id: filters.designationId ?? undefined,
    is_active:
      filters.status === 'all' ? undefined : filters.status === 'active' ? 'true' : 'false',
    skip,
    limit: staffPageSize,
  };
}
