import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import {
  formatRupees,
  transportMessages as m,
  paymentModeLabels,
  rupeesToPaise,
  sumPaise,
  type TransportDueRow,
} from '@shala/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { formatAmount } from '../../../ui/format-amount';
import { SelectField } from '../../../ui/select-field';
import { usePayTransportDues } from '../api/daily-writes';

const modes = ['cash', 'cheque', 'demand_draft'] as const;

/** Pay some of a rider's transport dues: one receipt through the fee ledger. */
export function PayDuesModal({
  row,
  onClose,
}: {
  row: TransportDueRow | null;
  onClose: () => void;
}) {
  const pay = usePayTransportDues();
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<string | null>('cash');
  const [key, setKey] = useState('');
  useEffect(() => {
    setChosen(row?.dues.map((due) => due.due_key) ?? []);
    setKey(crypto.randomUUID());
  }, [row]);
  const totalPaise = sumPaise(
    (row?.dues ?? [])
      .filter((due) => chosen.includes(due.due_key))
      .map((due) => rupeesToPaise(due.balance)),
  );
  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? `Pay: ${row.student_name}` : ''}>
      {row ? (
        <Stack>
          <Checkbox.Group label="Dues" value={chosen} onChange={setChosen}>
            <Stack gap={4} mt={4}>
              {row.dues.map((due) => (
                <Checkbox
                  key={due.due_key}
                  value={due.due_key}
                  label={`${due.label}: ${formatAmount(due.balance)}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <SelectField
            label="Mode of payment"
            value={mode}
            onChange={setMode}
            data={modes.map((value) => ({ value, label: paymentModeLabels[value] }))}
          />
          <Text fw={600}>Amount To Pay: {formatRupees(totalPaise)}</Text>
          <Group justify="flex-end">
            <Button
              loading={pay.isPending}
              disabled={!chosen.length || !mode}
              onClick={() =>
                pay.mutate(
                  {
                    student_id: row.student_id,
                    due_keys: chosen,
                    mode: mode as (typeof modes)[number],
                    idempotency_key: key,
                  },
                  {
                    onSuccess: (answer) => {
                      toast.success(`${m.paymentRecorded} Receipt No. ${answer.receipt_no}`);
                      onClose();
                    },
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            >
              Pay
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
