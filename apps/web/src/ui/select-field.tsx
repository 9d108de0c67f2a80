import { Loader, Select, type SelectProps } from '@mantine/core';
import { clampDropdownHeight } from './select-limits';

export interface SelectFieldProps extends Omit<SelectProps, 'maxDropdownHeight'> {
  /** Options are on their way: says "Loading..." instead of "No options". */
  loading?: boolean;
  /** Kept between 140 and 300 px (spec §9). */
  maxDropdownHeight?: number;
}

/** The app's drop-down (spec §8): "Select...", "No options", "Loading...". */
export function SelectField({
  loading = false,
  maxDropdownHeight,
  placeholder = 'Select...',
  nothingFoundMessage = 'No options',
  rightSection,
  ...props
}: SelectFieldProps) {
  return (
    <Select
      {...props}
      placeholder={loading && !props.value ? 'Loading...' : placeholder}
      nothingFoundMessage={loading ? 'Loading...' : nothingFoundMessage}
      maxDropdownHeight={clampDropdownHeight(maxDropdownHeight)}
      rightSection={loading ? <Loader size={16} aria-label="Loading..." /> : rightSection}
    />
  );
}
