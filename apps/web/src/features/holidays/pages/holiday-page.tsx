import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type HolidayAudience,
  type HolidayRow,
  holidayAudienceLabels,
  holidayAudiences,
} from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useCreateHoliday, useDeleteHoliday, useUpdateHoliday } from '../api/holidays';
import { HolidayTable } from '../components/holiday-table';

interface HolidayFields {
  holiday_name: string;
  start_date: string | null;
  end_date: string | null;
  applies_to: HolidayAudience;
}

const blank: HolidayFields = {
  holiday_name: '',
  start_date: null,
  end_date: null,
  applies_to: 'all',
};

/** /holiday: add, edit and delete the school's holidays. */
export function HolidayPage() {
  // The server checks the fields: its messages go under them.
  const form = useForm<HolidayFields>({ initialValues: blank });
  const [editing, setEditing] = useState<number | null>(null);
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const remove = useDeleteHoliday();
  const reset = () => {
    form.setValues(blank);
    form.clearErrors();
    setEditing(null);
  };
  const submit = form.onSubmit((values) => {
    const body = {
      ...values,
      start_date: values.start_date ?? '',
      end_date: values.end_date ?? '',
    };
    const callbacks = {
      onSuccess: reset,
      onError: (error: unknown) => applyFieldErrors(form, error),
    };
    form.clearErrors();
    if (editing) update.mutate({ ...body, id: editing }, callbacks);
    else create.mutate(body, callbacks);
  });
  const edit = (row: HolidayRow) => {
    setEditing(row.id);
    form.clearErrors();
    form.setValues({
      holiday_name: row.holiday_name,
      start_date: row.start_date,
      end_date: row.end_date,
      applies_to: row.applies_to,
    });
  };
  return (
    <>
      <PageHeader title="Holidays" actions={[{ to: '/view_holiday_list', label: 'View' }]} />
      <Stack gap="md">
        <SectionCard title={editing ? 'Edit Holiday' : 'Add Holiday'}>
          <form aria-label="Holiday" onSubmit={submit}>
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
              <TextInput label="Holiday" required {...form.getInputProps('holiday_name')} />
              <DateField
                label="Start Date"
                required
                value={form.values.start_date}
                error={form.errors.start_date}
                onChange={(value) => form.setFieldValue('start_date', value)}
              />
              <DateField
                label="End Date"
                required
                value={form.values.end_date}
                error={form.errors.end_date}
                onChange={(value) => form.setFieldValue('end_date', value)}
              />
              <Select
                label="For"
                data={holidayAudiences.map((a) => ({ value: a, label: holidayAudienceLabels[a] }))}
                value={form.values.applies_to}
                allowDeselect={false}
                onChange={(v) => form.setFieldValue('applies_to', (v ?? 'all') as HolidayAudience)}
              />
            </SimpleGrid>
            <Group mt="md" gap="xs">
              {editing ? (
                <Button variant="default" onClick={reset}>
                  CANCEL
                </Button>
              ) : null}
              <Button variant="default" onClick={() => form.setValues(blank)}>
                CLEAR
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {editing ? 'UPDATE' : 'ADD'}
              </Button>
            </Group>
          </form>
        </SectionCard>
        <HolidayTable handlers={{ onEdit: edit, onDelete: (r) => remove.mutate(r.id) }} />
      </Stack>
    </>
  );
}
