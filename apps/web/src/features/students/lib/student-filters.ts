import { studentStatuses } from '@shala/contracts';
import { toId } from './class-choice';

export type StudentStatus = (typeof studentStatuses)[number];

/** What the student list is narrowed to; null means "any". */
export interface StudentFilters {
  search: string;
  sessionId: number | null;
  classId: number | null;
  sectionId: number | null;
  status: StudentStatus | null;
}

/** Search-parameter names of the filters, so a filtered list can be linked to. */
export const filterParams = {
  session: 'session',
  class: 'class',
  section: 'section',
  status: 'status',
} as const;

/** "All" in the status select: every status. */
export const anyStatus = 'ALL';

const isStatus = (value: string | null): value is StudentStatus =>
  (studentStatuses as readonly string[]).includes(value ?? '');

/**
 * The filters a URL's search parameters hold. Without a status the list shows active
 * students; `status=ALL` shows every status. A section without a class is dropped.
 */
export function readFilters(params: URLSearchParams): Omit<StudentFilters, 'search'> {
  const classId = toId(params.get(filterParams.class));
  const status = params.get(filterParams.status);
  return {
    sessionId: toId(params.get(filterParams.session)),
    classId,
    sectionId: classId === null ? null : toId(params.get(filterParams.section)),
    status: status === anyStatus ? null : isStatus(status) ? status : 'ACTIVE',
  };
}

/** The search parameters of a change of one filter: a new class or session clears the section. */
export function writeFilter(
  params: URLSearchParams,
  name: keyof typeof filterParams,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(filterParams[name], value);
  else next.delete(filterParams[name]);
  if (name === 'class' || name === 'session') next.delete(filterParams.section);
  return next;
}

/** The link to the list filtered to one class and section of a session. */
export function studentListHref(
  base: string,
  classId: number,
  sectionId: number | null,
  sessionId: number | null,
): string {
  const params = new URLSearchParams();
  if (sessionId !== null) params.set(filterParams.session, String(sessionId));
  params.set(filterParams.class, String(classId));
  if (sectionId !== null) params.set(filterParams.section, String(sectionId));
  return `${base}?${params}`;
}
