import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../../ui/select-field';
import { useWardenOptionsQuery } from '../api/list-wardens';

export interface HostelFormValues {
  name: string;
  address: string;
  phone: string;
  warden_id: string | null;
}

export const emptyHostel: HostelFormValues = { name: '', address: '', phone: '', warden_id: null };

/** A hostel's name, address, phone and warden (a user of the warden role). */
export function HostelFields({ form }: { form: UseFormReturnType<HostelFormValues> }) {
  const wardens = useWardenOptionsQuery();
  return (
    <>
      <TextInput label="Hostel Name" withAsterisk maxLength={120} {...form.getInputProps('name')} />
      <TextInput label="Phone" withAsterisk maxLength={20} {...form.getInputProps('phone')} />
      <SelectField
        label="Warden"
        clearable
        loading={wardens.isPending}
        data={(wardens.data ?? []).map((w) => ({ value: String(w.value), label: w.label }))}
        {...form.getInputProps('warden_id')}
      />
      <Textarea label="Address" maxLength={300} autosize {...form.getInputProps('address')} />
    </>
  );
}
