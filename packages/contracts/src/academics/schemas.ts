import { z } from 'zod';
import {
  calendarDateSchema,
  flagSchema,
  nameSchema,
  oneOrZeroSchema,
  recordIdSchema,
} from '../core/fields.ts';
import { pagingQuerySchema } from '../core/paging.ts';

/** Texts of the sessions screens and the new-session run, written once. */
export const sessionMessages = {
  enterSessionName: 'Please enter session name',
  enterStartDate: 'Please enter a start date like 2026-04-01',
  enterEndDate: 'Please enter an end date like 2027-03-31',
  endBeforeStart: 'End date must be after the start date',
  chooseSession: 'Please select a session',
  chooseParent: 'Please select the main session of this sub-session',
  sessionNotFound: 'Session not found.',
  sessionExists: 'This session already exists',
  subSessionExists: 'This sub-session already exists in its session',
  noNesting: 'A sub-session cannot have sub-sessions of its own',
  outsideParent: 'A sub-session must lie within the dates of its session',
  subSessionsOutside: 'Some sub-sessions would fall outside these dates; change them first',
  overlaps: (name: string) => `These dates overlap the session ${name}`,
  cannotDeleteCurrent: 'The current session cannot be deleted',
  hasStudents: 'This session has students and cannot be deleted',
  inUse: 'This session is in use and cannot be deleted',
  onlyMainCurrent: 'Only a main session can be the current session',
  noCurrentSession: 'No current session is set. Please set one on the sessions page.',
  created: 'Session created.',
  updated: 'Session updated.',
  deleted: 'Session deleted.',
  madeCurrent: 'Current session changed.',
  isCurrentFlag: 'Is current must be 1 or 0',
  copyTeachersFlag: 'Copy teacher allocations must be 1 or 0',
  sourceChanged: 'The current session has changed. Please look at the preview again.',
  alreadyStarted: (name: string) => `A new session has already been started from ${name}`,
  targetExists: (name: string) => `Session ${name} already exists`,
  ambiguousNext: (name: string, candidates: string[]) =>
    `Students of class ${name} cannot be promoted: classes ${candidates.join(' and ')} share the next position. Please give them different positions.`,
  started: (name: string, promoted: number, passedOut: number) =>
    `Session ${name} started: ${promoted} students promoted, ${passedOut} passed out.`,
} as const;

const sessionName = nameSchema(sessionMessages.enterSessionName, 'Session name', 50);
const startDate = calendarDateSchema(sessionMessages.enterStartDate);
const endDate = calendarDateSchema(sessionMessages.enterEndDate);

/** End after start, reported on end_date. */
const endAfterStart = <T extends { start_date: string; end_date: string }>(value: T) =>
  value.end_date > value.start_date;
const endAfterStartIssue = { error: sessionMessages.endBeforeStart, path: ['end_date'] };

export const sessionIdSchema = recordIdSchema(sessionMessages.sessionNotFound);

export const createSessionBodySchema = z
  .object({
    session_name: sessionName,
    start_date: startDate,
    end_date: endDate,
    /** A sub-session (term) names its main session. */
    parent_id: recordIdSchema(sessionMessages.chooseParent).nullish(),
    /** Make it the current session at once (main sessions only). */
    is_current: flagSchema(sessionMessages.isCurrentFlag).optional(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

export const updateSessionBodySchema = z
  .object({
    id: sessionIdSchema,
    session_name: sessionName,
    start_date: startDate,
    end_date: endDate,
  })
  .refine(endAfterStart, endAfterStartIssue);
export type UpdateSessionBody = z.infer<typeof updateSessionBodySchema>;

export const sessionIdBodySchema = z.object({ id: sessionIdSchema });
export const sessionIdParamsSchema = z.object({ id: sessionIdSchema });

export const listSessionsQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(50).optional(),
});

export const subSessionSchema = z.object({
  id: z.number().int(),
  session_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  parent_id: z.number().int(),
});

/** A row of the sessions table: Session Name, Is Current, Sub-session, Action. */
export const sessionRowSchema = z.object({
  id: z.number().int(),
  session_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  start_year: z.number().int(),
  end_year: z.number().int(),
  is_current: oneOrZeroSchema,
  parent_id: z.number().int().nullable(),
  sub_sessions: z.array(subSessionSchema),
  student_count: z.number().int(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

/** Options of the new-session run; the preview takes them as a query, the commit as a body. */
const newSessionOptions = {
  copy_teacher_allocations: flagSchema(sessionMessages.copyTeachersFlag).default(true),
};

export const newSessionPreviewQuerySchema = z.object(newSessionOptions);

export const newSessionCommitBodySchema = z.object({
  /** The current session the preview was made from; the run refuses if it changed. */
  source_session_id: recordIdSchema(sessionMessages.chooseSession),
  ...newSessionOptions,
});

const sectionMove = z.object({
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  student_count: z.number().int(),
  next_section_id: z.number().int().nullable(),
  next_section_name: z.string().nullable(),
});

export const classMoveSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  position: z.number().int(),
  student_count: z.number().int(),
  next_class_id: z.number().int().nullable(),
  next_class_name: z.string().nullable(),
  /** Students of the last class leave the school as PASSED_OUT. */
  passing_out: z.boolean(),
  /** The class's sections and subjects, copied into the new session. */
  copied_sections: z.array(z.string()),
  copied_subjects: z.array(z.string()),
  /** Where the students of each section go. */
  sections: z.array(sectionMove),
});

/** What a new-session run will do (preview) or did (commit). */
export const newSessionPlanSchema = z.object({
  source: z.object({ id: z.number().int(), session_name: z.string() }),
  target: z.object({
    session_name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    sub_sessions: z.array(
      z.object({ session_name: z.string(), start_date: z.string(), end_date: z.string() }),
    ),
  }),
  copies: z.object({
    class_sections: z.number().int(),
    class_subjects: z.number().int(),
    teacher_allocations: z.number().int(),
  }),
  classes: z.array(classMoveSchema),
  totals: z.object({ promoted: z.number().int(), passing_out: z.number().int() }),
  /** Reasons the run cannot go ahead; empty when it can. */
  problems: z.array(z.string()),
  /** The new session's id, once committed. */
  new_session_id: z.number().int().nullable(),
});
export type NewSessionPlan = z.infer<typeof newSessionPlanSchema>;
