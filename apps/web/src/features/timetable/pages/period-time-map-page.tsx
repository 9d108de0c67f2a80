import { Stack } from '@mantine/core';
import { formatClockTime, type PeriodRow, timetableMessages } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useDeletePeriod, usePeriodsQuery, useSavePeriod } from '../api/periods';
import { TimeRangeForm, type TimeRangeValue } from '../components/time-range-form';

/** /period_time_map: the periods of the day mapped to their times. */
export function PeriodTimeMapPage() {
  const periods = usePeriodsQuery();
  const save = useSavePeriod();
  const remove = useDeletePeriod();
  const [editing, setEditing] = useState<TimeRangeValue | null>(null);
  return (
    <>
      <PageHeader title="Periods" actions={[{ to: '/routine', label: 'Class Routine' }]} />
      <Stack gap="md">
        <TimeRangeForm
          title="Period"
          nameLabel="Period Name"
          editing={editing}
          saving={save.isPending}
          error={save.error?.message}
          onCancel={() => setEditing(null)}
          onSave={(v, reset) =>
            save.mutate(
              {
                id: v.id,
                period_name: v.name,
                start_time: v.start_time,
                end_time: v.end_time,
              },
              {
                onSuccess: () => {
                  reset();
                  setEditing(null);
                },
              },
            )
          }
        />
        <DataTable<PeriodRow>
          label="Periods"
          rows={periods.data ?? []}
          loading={periods.isPending}
          rowKey={(r) => r.id}
          emptyText={timetableMessages.noPeriods}
          columns={[
            { key: 'name', header: 'Period', render: (r) => r.period_name },
            { key: 'start', header: 'Start Time', render: (r) => formatClockTime(r.start_time) },
            { key: 'end', header: 'End Time', render: (r) => formatClockTime(r.end_time) },
            rowActionsColumn((r) => `period ${r.period_name}`, {
              onEdit: (r) =>
                setEditing({
                  id: r.id,
                  name: r.period_name,
                  start_time: r.start_time,
                  end_time: r.end_time,
                }),
              onDelete: (r) => remove.mutate(r.id),
            }),
          ]}
        />
      </Stack>
    </>
  );
}
