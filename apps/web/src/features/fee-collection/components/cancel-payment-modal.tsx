import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type CollectionRow, cancelPaymentBodySchema } from '@shala/contracts';
import { useState } from 'react';
import { Popup } from '../../../ui/popup';
import { useCancelPayment } from '../api/cancel-payment';

interface CancelPaymentModalProps {
  payment: CollectionRow | null;
  onClose: () => void;
}

/** Cancels a payment by a reversal: the reason is required and kept on the receipt. */
export function CancelPaymentModal({ payment, onClose }: CancelPaymentModalProps) {
  const cancel = useCancelPayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const parsed = cancelPaymentBodySchema.safeParse({ payment_id: payment!.payment_id, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    cancel.mutate(parsed.data, { onSuccess: close });
  };
  return (
    <Popup opened={payment !== null} onClose={close} title="Cancel Payment">
      <Stack gap="md">
        <Text size="sm">
          Receipt {payment?.receipt_no} of {payment?.student_name} will be cancelled by a reversing
          entry. Nothing is deleted.
        </Text>
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            No
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={submit}>
            Cancel Payment
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
