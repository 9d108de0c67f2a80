import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { type DateString, dateRangeError, parseTypedDate } from './parse-typed-date';

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

const notADate = 'Enter a real date as DD/MM/YYYY';

/**
 * A date typed as DD/MM/YYYY or picked from the calendar (spec §2.7). What the user typed is
 * kept and what is wrong with it is said (not a day, before `minDate`, after `maxDate`):
 * days outside the range are only disabled in the calendar, never wiped from the field.
 */
export function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  onBlur,
  error,
  ...props
}: DateFieldProps) {
  const [typedBadDate, setTypedBadDate] = useState(false);
  const outOfRange = (day: string) =>
    (minDate !== undefined && day < minDate) || (maxDate !== undefined && day > maxDate);
  return (
    <DateInput
      placeholder="DD/MM/YYYY"
      leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
      {...props}
      value={value}
      onChange={(next) => {
        setTypedBadDate(false);
        onChange(next);
      }}
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      excludeDate={outOfRange}
      fixOnBlur={false}
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
