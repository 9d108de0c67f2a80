import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type DueRow,
  feeCollectionMessages,
  formatRupees,
  makePaymentReceiptBodySchema,
  todayIso,
  toFieldErrors,
} from '@shala/contracts';
import { useRef } from 'react';
import { DateField } from '../../../ui/date-field';
import { PaymentInstrumentFields } from '../../../ui/payment-instrument-fields';
import { SectionCard } from '../../../ui/section-card';
import { useMakePaymentReceipt } from '../api/make-payment-receipt';
import {
  amountToPay,
  type CounterFields,
  emptyCounterFields,
  receiptPayload,
} from '../lib/counter-form';

interface PaymentFormProps {
  studentId: number;
  dues: readonly DueRow[];
  onPaid: (paymentId: number) => void;
}

const modes = [
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'demand_draft', label: 'Demand Draft' },
];

/**
 * Takes the chosen dues at the counter: payment date, mode (cheque and demand draft with
 * number, date and bank), a named concession, a late-fee waiver, and the amount to pay.
 * One key per payment: a double click or a retry records it once.
 */
export function PaymentForm({ studentId, dues, onPaid }: PaymentFormProps) {
  const pay = useMakePaymentReceipt();
  const key = useRef(crypto.randomUUID());
  const form = useForm<CounterFields>({ initialValues: emptyCounterFields(todayIso()) });
  const total = amountToPay(dues, form.values);
  const lateFees = dues.reduce((sum, due) => sum + due.late_fee_due, 0);
  const instrument = form.values.payment_mode !== 'cash';

  const submit = form.onSubmit((fields) => {
    const body = receiptPayload(key.current, studentId, dues, fields);
    const parsed = makePaymentReceiptBodySchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const { field, message } of toFieldErrors(parsed.error)) errors[field] ??= message;
      form.setErrors(errors);
      return;
    }
    pay.mutate(body, {
      onSuccess: (result) => {
        key.current = crypto.randomUUID();
        onPaid(result.payment_id);
      },
    });
  });

  return (
    <SectionCard title="Take Payment">
      <form onSubmit={submit} noValidate aria-label="Take Payment">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateField
              label="Payment Date"
              withAsterisk
              maxDate={todayIso()}
              value={form.values.payment_date}
              onChange={(value) => form.setFieldValue('payment_date', value)}
              error={form.errors.payment_date}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="payment-mode-label">
                Mode of payment
              </Text>
              <SegmentedControl
                aria-labelledby="payment-mode-label"
                data={modes}
                {...form.getInputProps('payment_mode')}
              />
            </Stack>
          </SimpleGrid>
          {instrument ? (
            <PaymentInstrumentFields
              value={form.values}
              onChange={(patch) => form.setValues(patch)}
              errors={form.errors}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Concession Name"
              placeholder="e.g. Sibling, Staff ward"
              maxLength={120}
              {...form.getInputProps('concession_name')}
            />
            <NumberInput
              label="Concession Amount (INR)"
              min={0}
              decimalScale={2}
              hideControls
              {...form.getInputProps('concession_amount')}
            />
          </SimpleGrid>
          <Checkbox
            label={`Waive late fee (${formatRupees(Math.round(lateFees * 100))})`}
            disabled={lateFees === 0}
            {...form.getInputProps('waive_late_fee', { type: 'checkbox' })}
          />
          {form.values.waive_late_fee ? (
            <TextInput
              label="Fee Waiver Description"
              withAsterisk
              maxLength={300}
              {...form.getInputProps('fee_waiver_description')}
            />
          ) : null}
          <TextInput label="Purpose" maxLength={200} {...form.getInputProps('purpose')} />
          {form.errors.payment_structure ? (
            <Text c="red" size="sm" role="alert">
              {form.errors.payment_structure}
            </Text>
          ) : null}
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} aria-live="polite">
              Amount To Pay: {formatRupees(total)}
            </Text>
            <Button type="submit" loading={pay.isPending} disabled={dues.length === 0}>
              Take Payment
            </Button>
          </Group>
          {dues.length === 0 ? (
            <Text size="sm" c="dimmed">
              {feeCollectionMessages.chooseDues}
            </Text>
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  );
}
