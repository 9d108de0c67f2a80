import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../../ui/select-field';

export interface FeeTermsValues {
  amount: string;
  last_day_of_submission: string | null;
  late_fee: string;
}

const days = Array.from({ length: 30 }, (_, index) => String(index + 1));

/** Amount to be paid monthly, Last Date of fee submission (1–30) and Late Fee, in INR. */
export function FeeTermsFields<Values extends FeeTermsValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  return (
    <>
      <TextInput
        label="Amount to be paid monthly (INR)"
        withAsterisk
        inputMode="decimal"
        {...form.getInputProps('amount')}
      />
      <SelectField
        label="Last Date of fee submission"
        withAsterisk
        data={days}
        {...form.getInputProps('last_day_of_submission')}
      />
      <TextInput
        label="Late Fee (INR)"
        withAsterisk
        inputMode="decimal"
        {...form.getInputProps('late_fee')}
      />
    </>
  );
}
