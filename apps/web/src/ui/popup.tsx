import { Modal, type ModalProps } from '@mantine/core';

const transition = { transition: 'pop', duration: 200, exitDuration: 300 } as const;

/** The app's popup (spec §2.7): centred, bold title, 300 ms out; Escape and the backdrop close it. */
export function Popup(props: ModalProps) {
  return (
    <Modal
      centered
      transitionProps={transition}
      styles={{ title: { fontWeight: 700 } }}
      {...props}
    />
  );
}
