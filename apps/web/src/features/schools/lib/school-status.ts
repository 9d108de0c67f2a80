import type { SchoolRow } from '@shala/contracts';

export type SchoolStatus = SchoolRow['status'];

export const schoolStatusLabels: Record<SchoolStatus, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
};

/** The status the Suspend/Activate button moves a school to. */
export function toggledStatus(status: SchoolStatus): SchoolStatus {
  return status === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE';
}

/** The full update body for a school with only its status changed (the PUT takes every field). */
export function statusChangeBody(school: SchoolRow, status: SchoolStatus) {
  return {
    id: school.id,
    school_name: school.school_name,
    primary_color: school.primary_color,
    text_color: school.text_color,
    time_zone: school.time_zone,
    status,
  };
}

/** A status filter value from the address bar; anything else means all schools. */
export function parseStatusFilter(value: string | null): SchoolStatus | null {
  return value === 'ACTIVE' || value === 'SUSPENDED' ? value : null;
}

/** A positive id from the address bar (a route param or ?school_id=); null when absent or bad. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
