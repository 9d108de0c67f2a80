import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  type DueRow,
  formatRupees,
  onlinePaymentMessages as m,
  rupeesToPaise,
} from '@shala/contracts';
import { useState } from 'react';
import { Popup } from '../../../ui/popup';
import { useSendPaymentLink } from '../api/send-payment-link';

interface PaymentLinkModalProps {
  studentId: number;
  /** The due the link pays; null keeps the popup closed. */
  due: DueRow | null;
  onClose: () => void;
}

/** Sends the parents a link to pay one due online, by e-mail and/or SMS. */
export function PaymentLinkModal({ studentId, due, onClose }: PaymentLinkModalProps) {
  const [email, setEmail] = useState(true);
  const [sms, setSms] = useState(false);
  const send = useSendPaymentLink();
  const submit = () => {
    if (!due) return;
    send.mutate(
      { student_id: studentId, due_key: due.due_key, email, sms },
      { onSuccess: onClose },
    );
  };
  return (
    <Popup opened={due !== null} onClose={onClose} title="Send payment link">
      {due ? (
        <Stack gap="sm">
          <Text>
            A link to pay {due.label} ({formatRupees(rupeesToPaise(due.balance))}) goes to the
            student's parents.
          </Text>
          <Checkbox
            label="E-mail"
            checked={email}
            onChange={(event) => setEmail(event.currentTarget.checked)}
          />
          <Checkbox
            label="SMS"
            checked={sms}
            onChange={(event) => setSms(event.currentTarget.checked)}
          />
          {!email && !sms ? (
            <Text size="sm" c="red.8">
              {m.chooseChannel}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={send.isPending} disabled={!email && !sms}>
              Send
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Popup>
  );
}
