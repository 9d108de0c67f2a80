import {
  type CreateSessionBody,
  createSessionBodySchema,
  type SessionRow,
  sessionMessages,
  type UpdateSessionBody,
} from '@shala/contracts';
import { schemaValidator } from '../../../platform/forms/schema-validator';

/** The add/edit session form; dates are YYYY-MM-DD as the date fields give them. */
export interface SessionFormValues {
  session_name: string;
  start_date: string | null;
  end_date: string | null;
  /** The main session of a sub-session, as the select holds it; null for a main session. */
  parent_id: string | null;
  is_current: boolean;
}

/** The dates a sub-session must lie within: its main session's. */
export interface ParentDates {
  start_date: string;
  end_date: string;
}

export function sessionFormValues(
  session?: Pick<SessionRow, 'session_name' | 'start_date' | 'end_date' | 'parent_id'>,
  parentId?: number | null,
): SessionFormValues {
  const parent = session ? session.parent_id : (parentId ?? null);
  return {
    session_name: session?.session_name ?? '',
    start_date: session?.start_date ?? null,
    end_date: session?.end_date ?? null,
    parent_id: parent === null ? null : String(parent),
    is_current: false,
  };
}

export function toCreateSessionBody(values: SessionFormValues): CreateSessionBody {
  const parentId = values.parent_id ? Number(values.parent_id) : null;
  return {
    session_name: values.session_name.trim(),
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? '',
    parent_id: parentId,
    // Only a main session can be the current one.
    ...(parentId === null && values.is_current ? { is_current: true } : {}),
  };
}

export function toUpdateSessionBody(id: number, values: SessionFormValues): UpdateSessionBody {
  return {
    id,
    session_name: values.session_name.trim(),
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? '',
  };
}

// The contract's date texts show the API's YYYY-MM-DD; the form shows DD-MM-YYYY.
const friendlier: Record<string, string> = {
  [sessionMessages.enterStartDate]: 'Please enter a start date',
  [sessionMessages.enterEndDate]: 'Please enter an end date',
};

const checkBody = schemaValidator<CreateSessionBody>(createSessionBodySchema);

/**
 * The form's checks: the contract's, and for a sub-session, that it lies within the dates
 * of its main session (the server refuses it otherwise).
 */
export function validateSessionForm(
  values: SessionFormValues,
  parent: ParentDates | null,
): Record<string, string> {
  const errors = checkBody({
    ...toCreateSessionBody(values),
    start_date: values.start_date ?? undefined,
    end_date: values.end_date ?? undefined,
  } as CreateSessionBody);
  for (const [field, message] of Object.entries(errors)) {
    errors[field] = friendlier[message] ?? message;
  }
  if (parent && values.parent_id) {
    if (!errors.start_date && values.start_date && values.start_date < parent.start_date) {
      errors.start_date = sessionMessages.outsideParent;
    }
    if (!errors.end_date && values.end_date && values.end_date > parent.end_date) {
      errors.end_date = sessionMessages.outsideParent;
    }
  }
  return errors;
}

/**
 * The usual name of a main session from its dates: "2027-28" for April 2027 to March 2028,
 * "2027" when it starts and ends in the same year. Null until both dates are known.
 */
export function suggestSessionName(start: string | null, end: string | null): string | null {
  const startYear = Number(start?.slice(0, 4));
  const endYear = Number(end?.slice(0, 4));
  if (!startYear || !endYear || endYear < startYear) return null;
  return startYear === endYear ? String(startYear) : `${startYear}-${String(endYear).slice(-2)}`;
}
