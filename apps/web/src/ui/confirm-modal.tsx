import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Popup } from './popup';

interface ConfirmModalProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Escape, a click on the backdrop and the cancel button all call it. */
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm action is running: its button spins and cannot be pressed twice. */
  loading?: boolean;
  /** Red confirm button, for deleting and other points of no return. */
  danger?: boolean;
}

/** The generic confirm dialog (spec §2.7): Yes and No, closes on Escape or backdrop, 300 ms out. */
export function ConfirmModal({
  opened,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  loading = false,
  danger = false,
}: ConfirmModalProps) {
  return (
    <Popup opened={opened} onClose={onClose} title={title}>
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={onConfirm}
          loading={loading}
          data-autofocus
        >
          {confirmLabel}
        </Button>
      </Group>
    </Popup>
  );
}
