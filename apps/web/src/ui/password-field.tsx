import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';

/** PasswordInput whose show/hide toggle is a labelled, focusable button. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide password' : 'Show password',
        tabIndex: 0,
        // Keyboard users press Enter on a button; the input itself handles only Space.
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            setVisible((value) => !value);
          }
        },
      }}
    />
  );
}
