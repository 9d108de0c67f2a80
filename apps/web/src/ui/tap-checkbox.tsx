import { Center, Checkbox, type CheckboxProps } from '@mantine/core';

/** A table row's checkbox inside a 44 × 44 px tap area (its label), for a thumb on a phone. */
export function TapCheckbox(props: CheckboxProps) {
  return (
    <Center component="label" w={44} h={44} style={{ cursor: 'pointer' }}>
      <Checkbox {...props} />
    </Center>
  );
}
