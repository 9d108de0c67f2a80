import type { EventRow } from '@shala/contracts';
import type { DateString } from '../../../ui/parse-typed-date';

/** What the event form holds: dates (YYYY-MM-DD) stay null until picked. */
export interface EventFields {
  title: string;
  fromDate: DateString | null;
  toDate: DateString | null;
  description: string;
}

export const emptyEventFields: EventFields = {
  title: '',
  fromDate: null,
  toDate: null,
  description: '',
};

/** The form's values for an event being edited. */
export const eventFieldsOf = (row: EventRow): EventFields => ({
  title: row.title,
  fromDate: row.fromDate,
  toDate: row.toDate,
  description: row.description,
});
