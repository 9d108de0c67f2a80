import { Stack } from '@mantine/core';
import { formatClockTime, type SchoolTimingRow } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import {
  useDeleteSchoolTiming,
  useSaveSchoolTiming,
  useSchoolTimingsQuery,
} from '../api/school-timings';
import { TimeRangeForm, type TimeRangeValue } from '../components/time-range-form';

/** /add_school_timing: the school's shifts and their hours. */
export function AddSchoolTimingPage() {
  const timings = useSchoolTimingsQuery();
  const save = useSaveSchoolTiming();
  const remove = useDeleteSchoolTiming();
  const [editing, setEditing] = useState<TimeRangeValue | null>(null);
  return (
    <>
      <PageHeader title="School Timing" />
      <Stack gap="md">
        <TimeRangeForm
          title="School Timing"
          nameLabel="Shift Name"
          editing={editing}
          saving={save.isPending}
          error={save.error?.message}
          onCancel={() => setEditing(null)}
          onSave={(v, reset) =>
            save.mutate(
              {
                id: v.id,
                shift_name: v.name,
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
        <DataTable<SchoolTimingRow>
          label="School timings"
          rows={timings.data ?? []}
          loading={timings.isPending}
          rowKey={(r) => r.id}
          columns={[
            { key: 'shift', header: 'Shift Name', render: (r) => r.shift_name },
            { key: 'start', header: 'Start Time', render: (r) => formatClockTime(r.start_time) },
            { key: 'end', header: 'End Time', render: (r) => formatClockTime(r.end_time) },
            rowActionsColumn((r) => `timing ${r.shift_name}`, {
              onEdit: (r) =>
                setEditing({
                  id: r.id,
                  name: r.shift_name,
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
