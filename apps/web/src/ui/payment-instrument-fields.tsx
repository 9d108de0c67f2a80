import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateField } from './date-field';
import type { DateString } from './parse-typed-date';

/** A cheque's or demand draft's number, date and bank, as the payment forms hold them. */
export interface PaymentInstrument {
  cheque_dd_no: string;
  cheque_date: DateString | null;
  bank_details: string;
}

export const emptyPaymentInstrument: PaymentInstrument = {
  cheque_dd_no: '',
  cheque_date: null,
  bank_details: '',
};

interface PaymentInstrumentFieldsProps {
  value: PaymentInstrument;
  /** The field changed, as a patch of the instrument. */
  onChange: (patch: Partial<PaymentInstrument>) => void;
  errors?: Partial<Record<keyof PaymentInstrument, ReactNode>>;
  /** The date's label: the counters say "Cheque / DD Date", the hostel form "DD Date". */
  dateLabel?: string;
}

/**
 * The number, date and bank of a cheque or demand draft (§3 cheque_dd_no, cheque_date,
 * bank_details), shown by every payment form when the mode is not cash: the school fee
 * counter, hostel and transport fares.
 */
export function PaymentInstrumentFields({
  value,
  onChange,
  errors,
  dateLabel = 'Cheque / DD Date',
}: PaymentInstrumentFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput
        label="Cheque / DD No."
        withAsterisk
        maxLength={40}
        value={value.cheque_dd_no}
        onChange={(event) => onChange({ cheque_dd_no: event.currentTarget.value })}
        error={errors?.cheque_dd_no}
      />
      <DateField
        label={dateLabel}
        withAsterisk
        value={value.cheque_date}
        onChange={(date) => onChange({ cheque_date: date })}
        error={errors?.cheque_date}
      />
      <TextInput
        label="Bank Detail"
        withAsterisk
        maxLength={120}
        value={value.bank_details}
        onChange={(event) => onChange({ bank_details: event.currentTarget.value })}
        error={errors?.bank_details}
      />
    </SimpleGrid>
  );
}
