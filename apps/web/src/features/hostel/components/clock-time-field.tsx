import { TextInput, type TextInputProps } from '@mantine/core';
import { keepClockTime } from '@shala/contracts';

interface ClockTimeFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'placeholder'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A time typed as HH:MM (§5): hour below 24, minute below 60; anything else is cleared when
 * the field loses focus ("9:05" becomes "09:05").
 */
export function ClockTimeField({ value, onChange, ...props }: ClockTimeFieldProps) {
  return (
    <TextInput
      {...props}
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onChange(keepClockTime(value))}
    />
  );
}
