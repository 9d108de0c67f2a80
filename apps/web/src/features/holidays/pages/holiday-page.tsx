import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  createHoliday,
  deleteHoliday,
  type HolidayAudience,
  type HolidayRow,
  holidayAudienceLabels,
  holidayAudiences,
  updateHoliday,
} from '@shala/contracts';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { useRouteSave } from '../../../ui/route-hooks';
import { SectionCard } from '../../../ui/section-card';
import { HolidayTable, holidaysKey } from '../components/holiday-table';

const blank = {
  holiday_name: '',
  start_date: null as string | null,
  end_date: null as string | null,
  applies_to: 'all' as HolidayAudience,
};

/** /holiday: add, edit and delete the school's holidays. */
export function HolidayPage() {
  const [form, setForm] = useState(blank);
  const [editing, setEditing] = useState<number | null>(null);
  const create = useRouteSave(holidaysKey, createHoliday);
  const update = useRouteSave(holidaysKey, updateHoliday);
  const remove = useRouteSave(holidaysKey, deleteHoliday);
  const failure = (editing ? update : create).error as {
    fieldErrors?: Array<{ field: string; message: string }>;
  } | null;
  const errorOf = (field: string) => failure?.fieldErrors?.find((e) => e.field === field)?.message;
  const reset = () => {
    setForm(blank);
    setEditing(null);
  };
  const submit = () => {
    const body = { ...form, start_date: form.start_date ?? '', end_date: form.end_date ?? '' };
    if (editing) update.mutate({ body: { ...body, id: editing } }, { onSuccess: reset });
    else create.mutate({ body }, { onSuccess: reset });
  };
  const edit = (row: HolidayRow) => {
    setEditing(row.id);
    setForm({
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
          <form
            aria-label="Holiday"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
              <TextInput
                label="Holiday"
                required
                value={form.holiday_name}
                error={errorOf('holiday_name')}
                onChange={(e) => setForm({ ...form, holiday_name: e.currentTarget.value })}
              />
              <DateField
                label="Start Date"
                required
                value={form.start_date}
                error={errorOf('start_date')}
                onChange={(start_date) => setForm({ ...form, start_date })}
              />
              <DateField
                label="End Date"
                required
                value={form.end_date}
                error={errorOf('end_date')}
                onChange={(end_date) => setForm({ ...form, end_date })}
              />
              <Select
                label="For"
                data={holidayAudiences.map((a) => ({ value: a, label: holidayAudienceLabels[a] }))}
                value={form.applies_to}
                allowDeselect={false}
                onChange={(v) => setForm({ ...form, applies_to: (v ?? 'all') as HolidayAudience })}
              />
            </SimpleGrid>
            <Group mt="md" gap="xs">
              {editing ? (
                <Button variant="default" onClick={reset}>
                  CANCEL
                </Button>
              ) : null}
              <Button variant="default" onClick={() => setForm(blank)}>
                CLEAR
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {editing ? 'UPDATE' : 'ADD'}
              </Button>
            </Group>
          </form>
        </SectionCard>
        <HolidayTable
          handlers={{ onEdit: edit, onDelete: (r) => remove.mutate({ params: { id: r.id } }) }}
        />
      </Stack>
    </>
  );
}
