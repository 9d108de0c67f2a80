import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { StudentLeaveRow } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { formatDate } from '../../../ui/format-date';
import { Popup } from '../../../ui/popup';
import { useDecideLeave } from '../api/leave-api';

interface DecideLeaveModalProps {
  leave: StudentLeaveRow | null;
  opened: boolean;
  onClose: () => void;
}

/** Approve or reject a request with a comment (required to reject); the parent is told. */
export function DecideLeaveModal({ leave, opened, onClose }: DecideLeaveModalProps) {
  const decide = useDecideLeave();
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setComment('');
    setErrors({});
    onClose();
  };
  const send = (status: 'approved' | 'rejected') =>
    leave &&
    decide.mutate(
      { id: leave.id, status, comment },
      { onSuccess: close, onError: (error) => applyFieldErrors({ setErrors }, error) },
    );
  return (
    <Popup opened={opened} onClose={close} title="Leave Request">
      {leave ? (
        <Stack gap="sm">
          <Text fw={600}>
            {leave.student_program.Student.student_name}: {leave.title}
          </Text>
          <Text size="sm">
            {formatDate(leave.start_date)} to {formatDate(leave.to_date)}
          </Text>
          <Text size="sm">{leave.message}</Text>
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={errors.comment}
          />
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              loading={decide.isPending}
              onClick={() => send('rejected')}
            >
              Reject
            </Button>
            <Button loading={decide.isPending} onClick={() => send('approved')}>
              Approve
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Popup>
  );
}
