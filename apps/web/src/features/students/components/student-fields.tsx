import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { bloodGroups, genders, todayIso } from '@shala/contracts';
import { DateField } from '../../../ui/date-field';
import { SelectField } from '../../../ui/select-field';
import type { StudentFormValues } from '../lib/student-form-values';

const religions = ['Hindu', 'Muslim', 'Christian', 'Sikh', 'Buddhist', 'Jain', 'Parsi', 'Other'];
const categories = ['General', 'OBC', 'SC', 'ST', 'EWS'];

/** The student's own details: name, gender, dates, blood group and background. */
export function StudentFields({ form }: { form: UseFormReturnType<StudentFormValues> }) {
  const today = todayIso();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
      <TextInput
        label="First name"
        withAsterisk
        maxLength={60}
        autoComplete="off"
        {...form.getInputProps('first_name')}
      />
      <TextInput
        label="Middle name"
        maxLength={60}
        autoComplete="off"
        {...form.getInputProps('middle_name')}
      />
      <TextInput
        label="Last name"
        maxLength={60}
        autoComplete="off"
        {...form.getInputProps('last_name')}
      />
      <SelectField
        label="Gender"
        withAsterisk
        data={[...genders]}
        allowDeselect={false}
        {...form.getInputProps('gender')}
      />
      <DateField
        label="Date of birth"
        withAsterisk
        maxDate={today}
        {...form.getInputProps('date_of_birth')}
        value={form.values.date_of_birth}
      />
      <SelectField
        label="Blood group"
        data={[...bloodGroups]}
        clearable
        {...form.getInputProps('blood_group')}
      />
      <Autocomplete
        label="Religion"
        data={religions}
        maxLength={40}
        {...form.getInputProps('religion')}
      />
      <Autocomplete
        label="Category"
        data={categories}
        maxLength={40}
        {...form.getInputProps('category')}
      />
      <TextInput label="Nationality" maxLength={40} {...form.getInputProps('nationality')} />
      <DateField
        label="Admission date"
        withAsterisk
        {...form.getInputProps('admission_date')}
        value={form.values.admission_date}
      />
    </SimpleGrid>
  );
}
