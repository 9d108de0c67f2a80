import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import {
  counterPaymentModes,
  formatRupees,
  transportMessages as m,
  paymentModeLabels,
  rupeesToPaise,
  sumPaise,
  type TransportDueRow,
  toFieldErrors,
  transportPaymentBodySchema,
} from '@shala/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { formatAmount } from '../../../ui/format-amount';
import {
  emptyPaymentInstrument,
  type PaymentInstrument,
  PaymentInstrumentFields,
} from '../../../ui/payment-instrument-fields';
import { SelectField } from '../../../ui/select-field';
import { usePayTransportDues } from '../api/daily-writes';

type Mode = (typeof counterPaymentModes)[number];

/**
 * Pay some of a rider's transport dues: one receipt through the fee ledger; a cheque or
 * demand draft with its number, date and bank, as at the school fee counter.
 */
export function PayDuesModal({
  row,
  onClose,
}: {
  row: TransportDueRow | null;
  onClose: () => void;
}) {
  const pay = usePayTransportDues();
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode | null>('cash');
  const [instrument, setInstrument] = useState<PaymentInstrument>(emptyPaymentInstrument);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState('');
  useEffect(() => {
    setChosen(row?.dues.map((due) => due.due_key) ?? []);
    setMode('cash');
    setInstrument(emptyPaymentInstrument);
    setErrors({});
    setKey(crypto.randomUUID());
  }, [row]);
  const totalPaise = sumPaise(
    (row?.dues ?? [])
      .filter((due) => chosen.includes(due.due_key))
      .map((due) => rupeesToPaise(due.balance)),
  );
  const submit = (student: TransportDueRow) => {
    const body = {
      student_id: student.student_id,
      due_keys: chosen,
      mode: mode as Mode,
      ...(mode === 'cash' ? {} : instrument),
      idempotency_key: key,
    };
    const parsed = transportPaymentBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const { field, message } of toFieldErrors(parsed.error)) found[field] ??= message;
      setErrors(found);
      return;
    }
    setErrors({});
    pay.mutate(body, {
      onSuccess: (answer) => {
        toast.success(`${m.paymentRecorded} Receipt No. ${answer.receipt_no}`);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? `Pay: ${row.student_name}` : ''}>
      {row ? (
        <Stack>
          <Checkbox.Group label="Dues" value={chosen} onChange={setChosen} error={errors.due_keys}>
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
            onChange={(value) => setMode(value as Mode | null)}
            data={counterPaymentModes.map((value) => ({ value, label: paymentModeLabels[value] }))}
          />
          {mode && mode !== 'cash' ? (
            <PaymentInstrumentFields
              value={instrument}
              onChange={(patch) => setInstrument((now) => ({ ...now, ...patch }))}
              errors={errors}
            />
          ) : null}
          <Text fw={600}>Amount To Pay: {formatRupees(totalPaise)}</Text>
          <Group justify="flex-end">
            <Button
              loading={pay.isPending}
              disabled={!chosen.length || !mode}
              onClick={() => submit(row)}
            >
              Pay
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
