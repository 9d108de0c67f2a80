import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  /** Editing a row: UPDATE instead of ADD, and CANCEL when the form has one. */
  editing: boolean;
  submitting: boolean;
  onClear: () => void;
  /** Leaves editing; without it the form shows no CANCEL. */
  onCancel?: () => void;
}

/** The buttons under an add/edit form: CANCEL (while editing), CLEAR, then ADD or UPDATE. */
export function FormActions({ editing, submitting, onClear, onCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {editing && onCancel ? (
        <Button variant="subtle" color="gray" onClick={onCancel}>
          CANCEL
        </Button>
      ) : null}
      <Button variant="default" onClick={onClear}>
        CLEAR
      </Button>
      <Button type="submit" loading={submitting}>
        {editing ? 'UPDATE' : 'ADD'}
      </Button>
    </Group>
  );
}
