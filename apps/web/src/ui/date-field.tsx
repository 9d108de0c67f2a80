import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type DateString, parseTypedDate } from './parse-typed-date';

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

/**
 * A date typed as DD/MM/YYYY or picked from the calendar (spec §2.7). A typed date that
 * is not a day, or is outside min..max, is cleared when the field is left.
 */
export function DateField({ value, onChange, minDate, maxDate, onBlur, ...props }: DateFieldProps) {
  return (
    <DateInput
      placeholder="DD/MM/YYYY"
      leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
      {...props}
      value={value}
      onChange={onChange}
      valueFormat="DD/MM/YYYY"
      dateParser={(text) => parseTypedDate(text, minDate, maxDate)}
      minDate={minDate}
      maxDate={maxDate}
      onBlur={(event) => {
        onBlur?.(event);
        const text = event.currentTarget.value;
        const typed = text.trim() ? parseTypedDate(text, minDate, maxDate) : null;
        if (typed !== value) onChange(typed);
      }}
    />
  );
}
