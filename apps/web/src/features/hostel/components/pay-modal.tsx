import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type AllocationRow,
  academicMonths,
  formatRupees,
  type HostelPaymentResult,
  hostelAmountToPay,
  hostelMessages as m,
  monthLabel,
  paiseToRupees,
  rupeesToPaise,
  todayIso,
} from '@shala/contracts';
import { useRef, useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { DetailList } from '../../../ui/detail-list';
import { formatDate } from '../../../ui/format-date';
import {
  emptyPaymentInstrument,
  type PaymentInstrument,
  PaymentInstrumentFields,
} from '../../../ui/payment-instrument-fields';
import { Popup } from '../../../ui/popup';
import { usePayHostelFee } from '../api/pay-hostel-fee';

type Mode = 'cash' | 'demand_draft' | 'cheque';
const modes = [
  { value: 'cash', label: 'Cash' },
  { value: 'demand_draft', label: 'Demand Draft' },
  { value: 'cheque', label: 'Cheque' },
];

interface PayModalProps {
  row: AllocationRow;
  onClose: () => void;
  /** The recorded payment: its receipt is shown next. */
  onPaid: (paid: HostelPaymentResult) => void;
}

/**
 * The Pay modal: the resident's summary, month checkboxes in academic order from the month of
 * joining (paid months ticked and locked), payment date, the read-only Amount To Pay from the contracts' hostel
 * rule (the server recomputes it) and the mode with cheque / DD number, date and bank.
 */
export function PayModal({ row, onClose, onPaid }: PayModalProps) {
  const pay = usePayHostelFee();
  const key = useRef(crypto.randomUUID());
  const [months, setMonths] = useState<string[]>([]);
  const [paymentDate, setPaymentDate] = useState<string | null>(todayIso());
  const [mode, setMode] = useState<Mode>('cash');
  const [instrument, setInstrument] = useState<PaymentInstrument>(emptyPaymentInstrument);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const terms = {
    monthlyPaise: rupeesToPaise(row.amount ?? 0),
    lateFeePaise: rupeesToPaise(row.late_fee ?? 0),
    lastDay: row.last_day_of_submission ?? 30,
  };
  const amount = hostelAmountToPay(terms, months, paymentDate ?? todayIso());
  const name = row.studentDetail?.name ?? row.userDetail?.full_name ?? '';

  const submit = () => {
    const found: Record<string, string> = {};
    if (!paymentDate) found.payment_date = m.paymentDateRequired;
    if (months.length === 0) found.paid_month = m.chooseMonths;
    if (mode !== 'cash' && !instrument.cheque_date) found.cheque_date = m.ddDateRequired;
    if (mode !== 'cash' && !instrument.cheque_dd_no.trim()) found.cheque_dd_no = m.ddNumberRequired;
    if (mode !== 'cash' && !instrument.bank_details.trim()) found.bank_details = m.bankRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    pay.mutate(
      {
        session_id: row.session_id,
        for: row.for,
        user_id: row.user_id,
        paid_month: amount.lines.map((line) => line.month),
        payment_date: paymentDate!,
        mode_of_payment: mode,
        due_amount: paiseToRupees(amount.duePaise),
        late_fee: paiseToRupees(amount.lateFeePaise),
        paid_amount: paiseToRupees(amount.totalPaise),
        cheque_dd_no: mode === 'cash' ? null : instrument.cheque_dd_no,
        cheque_date: mode === 'cash' ? null : instrument.cheque_date,
        bank_details: mode === 'cash' ? null : instrument.bank_details,
        idempotency_key: key.current,
      },
      { onSuccess: onPaid },
    );
  };

  return (
    <Popup opened onClose={onClose} title="Hostel Fee Payment" size="lg">
      <Stack gap="md">
        <DetailList
          items={[
            { label: 'Name', value: name },
            {
              label: 'Session',
              value: `${row.sessionDetail.start_year}-${row.sessionDetail.end_year}`,
            },
            { label: 'Hostel', value: row.hostelName },
            { label: 'Room', value: row.hostelRoom.room_name },
            { label: 'Fee', value: formatRupees(terms.monthlyPaise) },
            { label: 'Late Fee', value: formatRupees(terms.lateFeePaise) },
            { label: 'Date of Joining', value: formatDate(row.date_of_joining) },
          ]}
        />
        <Text size="sm" fw={600}>
          Last Submission Day: {terms.lastDay} Day of every month
        </Text>
        <Checkbox.Group
          label="Months"
          value={months}
          onChange={setMonths}
          error={errors.paid_month}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
            {academicMonths(row.sessionDetail.start_year)
              .filter((month) => month >= row.date_of_joining.slice(0, 7))
              .map((month) => {
                const paid = row.paid_months.includes(month);
                return (
                  <Checkbox
                    key={month}
                    value={month}
                    label={monthLabel(month)}
                    disabled={paid}
                    checked={paid || months.includes(month)}
                  />
                );
              })}
          </SimpleGrid>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label="Payment Date"
            withAsterisk
            maxDate={todayIso()}
            value={paymentDate}
            onChange={setPaymentDate}
            error={errors.payment_date}
          />
          <TextInput label="Amount To Pay" readOnly value={formatRupees(amount.totalPaise)} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="hostel-mode-label">
            Mode of payment
          </Text>
          <SegmentedControl
            aria-labelledby="hostel-mode-label"
            data={modes}
            value={mode}
            onChange={(value) => setMode(value as Mode)}
          />
        </Stack>
        {mode !== 'cash' ? (
          <PaymentInstrumentFields
            value={instrument}
            onChange={(patch) => setInstrument((now) => ({ ...now, ...patch }))}
            errors={errors}
            dateLabel="DD Date"
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={pay.isPending}>
            Pay
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
