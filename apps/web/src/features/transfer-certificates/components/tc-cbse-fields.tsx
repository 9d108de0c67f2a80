import { Fieldset, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { todayIso } from '@shala/contracts';
import { DateField } from '../../../ui/date-field';
import type { TcFields } from '../lib/tc-form';

/** The CBSE model TC's further lines (all optional): identifiers, admission, record, conduct. */
export function TcCbseFields({ form }: { form: UseFormReturnType<TcFields> }) {
  const input = (key: keyof TcFields) => form.getInputProps(key);
  const date = (key: 'first_admission_date' | 'application_date', label: string) => (
    <DateField
      label={label}
      maxDate={todayIso()}
      value={form.values[key]}
      onChange={(value) => form.setFieldValue(key, value)}
      error={form.errors[key]}
    />
  );
  return (
    <Fieldset legend="CBSE certificate details (optional)">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="APAAR ID" {...input('apaar_id')} />
        <TextInput label="PEN" {...input('pen')} />
        <TextInput label="Category (SC / ST / OBC)" {...input('category')} />
        {date('first_admission_date', 'Date of First Admission')}
        <TextInput label="Class of First Admission" {...input('first_admission_class')} />
        <TextInput
          label="Board Examination and Result"
          placeholder="e.g. AISSE (Class X) 2027"
          {...input('board_result')}
        />
        <TextInput label="Subjects Studied" {...input('subjects_studied')} />
        <TextInput
          label="Dues Paid Up To (month)"
          placeholder="e.g. March 2027"
          {...input('fees_paid_up_to')}
        />
        <TextInput label="Fee Concession (nature)" {...input('fee_concession')} />
        <NumberInput label="Working Days" min={0} max={366} {...input('working_days')} />
        <NumberInput label="Days Present" min={0} max={366} {...input('days_present')} />
        <TextInput label="Games / Activities" {...input('games_activities')} />
        {date('application_date', 'Date of Application')}
      </SimpleGrid>
    </Fieldset>
  );
}
