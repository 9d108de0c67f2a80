import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { genders, todayIso } from '@shala/contracts';
import { DateField } from '../../../ui/date-field';
import { SelectField } from '../../../ui/select-field';
import type { StaffFormValues } from '../lib/staff-form';

const genderOptions = genders.map((gender) => ({ value: gender, label: gender }));

/** The staff record: gender, dates, qualification, employee code and address. */
export function StaffDetailFields({ form }: { form: UseFormReturnType<StaffFormValues> }) {
  const date = (name: 'joining_date' | 'date_of_birth') => {
    const props = form.getInputProps(name);
    return {
      value: form.values[name],
      onChange: (value: string | null) => form.setFieldValue(name, value),
      onFocus: props.onFocus,
      onBlur: props.onBlur,
      error: props.error,
    };
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <SelectField
        label="Gender"
        withAsterisk
        data={genderOptions}
        allowDeselect={false}
        {...form.getInputProps('gender')}
        value={form.values.gender || null}
        onChange={(value) => form.setFieldValue('gender', value ?? '')}
      />
      <TextInput
        label="Employee code"
        maxLength={40}
        autoComplete="off"
        {...form.getInputProps('employee_code')}
      />
      <DateField label="Joining date" clearable {...date('joining_date')} />
      <DateField label="Date of birth" clearable maxDate={todayIso()} {...date('date_of_birth')} />
      <TextInput
        label="Qualification"
        placeholder="e.g. M.Sc., B.Ed."
        maxLength={120}
        {...form.getInputProps('qualification')}
      />
      <Textarea
        label="Address"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={500}
        {...form.getInputProps('address')}
      />
    </SimpleGrid>
  );
}
