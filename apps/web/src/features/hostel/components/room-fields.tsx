import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SelectField } from '../../../ui/select-field';
import { useHostelOptionsQuery } from '../api/list-hostels';
import { sessionOptions } from './session-options';

export interface RoomFormValues {
  session_id: string | null;
  hostel_id: string | null;
  room_name: string;
  capacity: string;
  for: string | null;
  gender: string | null;
}

export const emptyRoom: RoomFormValues = {
  session_id: null,
  hostel_id: null,
  room_name: '',
  capacity: '',
  for: null,
  gender: null,
};

/** A room's session, hostel, name, beds (1–50), For (Student or Staff) and gender. */
export function RoomFields({ form }: { form: UseFormReturnType<RoomFormValues> }) {
  const sessions = useSessionOptionsQuery();
  const hostels = useHostelOptionsQuery();
  return (
    <>
      <SelectField
        label="Session"
        withAsterisk
        loading={sessions.isPending}
        data={sessionOptions(sessions.data)}
        {...form.getInputProps('session_id')}
      />
      <SelectField
        label="Hostel"
        withAsterisk
        loading={hostels.isPending}
        data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
        {...form.getInputProps('hostel_id')}
      />
      <TextInput label="Room" withAsterisk maxLength={60} {...form.getInputProps('room_name')} />
      <TextInput
        label="No of beds"
        withAsterisk
        inputMode="numeric"
        maxLength={2}
        {...form.getInputProps('capacity')}
      />
      <SelectField
        label="For"
        withAsterisk
        data={[
          { value: 'student', label: 'Student' },
          { value: 'staff', label: 'Staff' },
        ]}
        {...form.getInputProps('for')}
      />
      <SelectField
        label="Gender"
        withAsterisk
        data={['Male', 'Female']}
        {...form.getInputProps('gender')}
      />
    </>
  );
}
