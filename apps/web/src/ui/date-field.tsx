import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type DateString,
  dateFieldFormat,
  dateRangeError,
  parseTypedDate,
} from './parse-typed-date';

export interface DateFieldProps
  extends Omit<
    DateInputProps,
    'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
  > {
  /** YYYY-MM-DD or null, as the API sends and takes dates. */
  value: DateString | null;
  onChange: (value: DateString | null) => void;
  minDate?: DateString;
  maxDate?: DateString;
}

const notADate = `Enter a real date as ${dateFieldFormat}`;

/**
 * A date shown as DD-MM-YYYY, as every date displays (spec §2.7), typed as DD-MM-YYYY or
 * DD/MM/YYYY (the spec's typed form) or picked from the calendar. A typed day is shown as
 * DD-MM-YYYY once the field is left; text that is no day is kept and what is wrong with it
 * is said (not a day, before `minDate`, after `maxDate`): days outside the range are only
 * disabled in the calendar, never wiped from the field.
 */
export function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  onBlur,
  onInput,
  error,
  ...props
}: DateFieldProps) {
  const [typedBadDate, setTypedBadDate] = useState(false);
  // Whether the text in the field is a day: only then is it rewritten on leaving the field.
  const [typedDay, setTypedDay] = useState(false);
  const outOfRange = (day: string) =>
    (minDate !== undefined && day < minDate) || (maxDate !== undefined && day > maxDate);
  return (
    <DateInput
      placeholder={dateFieldFormat}
      leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
      {...props}
      value={value}
      onChange={(next) => {
        setTypedBadDate(false);
        onChange(next);
      }}
      valueFormat={dateFieldFormat}
      dateParser={parseTypedDate}
      excludeDate={outOfRange}
      fixOnBlur={typedDay}
      onInput={(event) => {
        onInput?.(event);
        setTypedDay(parseTypedDate(event.currentTarget.value) !== null);
      }}
      error={error || (typedBadDate ? notADate : dateRangeError(value, minDate, maxDate))}
      onBlur={(event) => {
        onBlur?.(event);
        const text = event.currentTarget.value.trim();
        const typed = text ? parseTypedDate(text) : null;
        setTypedBadDate(text !== '' && typed === null);
        if (typed !== value) onChange(typed);
      }}
    />
  );
}
