import { Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { OutPassKind } from '@shala/contracts';
import { DateField } from '../../../ui/date-field';
import { ClockTimeField } from './clock-time-field';

export interface OutPassWindowValues {
  kind: OutPassKind;
  leave_on: string | null;
  leave_time: string;
  return_on: string | null;
  return_time: string;
  reason: string;
  escort: string;
}

export const emptyOutPassWindow: OutPassWindowValues = {
  kind: 'outing',
  leave_on: null,
  leave_time: '',
  return_on: null,
  return_time: '',
  reason: '',
  escort: '',
};

/** The planned window of a pass: outing or home leave, leaving and return, reason, escort. */
export function OutPassFields<V extends OutPassWindowValues>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const values = form.values as OutPassWindowValues;
  const set = <K extends keyof OutPassWindowValues>(field: K, value: OutPassWindowValues[K]) =>
    form.setValues((current) => ({ ...current, [field]: value }));
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="out-pass-kind">
          Kind of leave
        </Text>
        <SegmentedControl
          aria-labelledby="out-pass-kind"
          data={[
            { value: 'outing', label: 'Outing (same day)' },
            { value: 'home', label: 'Home leave' },
          ]}
          value={values.kind}
          onChange={(value) => {
            set('kind', value as OutPassKind);
            if (value === 'outing') set('return_on', values.leave_on);
          }}
        />
      </Stack>
      <Group grow align="flex-start" wrap="wrap">
        <DateField
          label="Leaving date"
          withAsterisk
          miw={170}
          value={values.leave_on}
          onChange={(value) => {
            set('leave_on', value);
            if (values.kind === 'outing') set('return_on', value);
          }}
          error={form.errors.leave_on}
        />
        <ClockTimeField
          label="Leaving time"
          withAsterisk
          miw={120}
          value={values.leave_time}
          onChange={(value) => set('leave_time', value)}
          error={form.errors.leave_time}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <DateField
          label="Return date"
          withAsterisk
          miw={170}
          disabled={values.kind === 'outing'}
          value={values.return_on}
          onChange={(value) => set('return_on', value)}
          error={form.errors.return_on}
        />
        <ClockTimeField
          label="Return time"
          withAsterisk
          miw={120}
          value={values.return_time}
          onChange={(value) => set('return_time', value)}
          error={form.errors.return_time}
        />
      </Group>
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={2}
        maxLength={300}
        {...form.getInputProps('reason')}
      />
      <TextInput
        label="Escort"
        description="Who collects the student, e.g. Father"
        maxLength={120}
        {...form.getInputProps('escort')}
      />
    </Stack>
  );
}
