import { Group, Select } from '@mantine/core';
import { type HolidayRow, holidayAudienceLabels } from '@shala/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { type RowHandlers, rowActionsColumn } from '../../../ui/row-actions-column';
import { SectionCard } from '../../../ui/section-card';
import { useHolidaysQuery } from '../api/holidays';

const thisYear = new Date().getFullYear();
const years = [thisYear - 1, thisYear, thisYear + 1].map(String);

/** The holidays of a year (§2.7 columns: Holiday, Start Date, End Date), for whom they close. */
export function HolidayTable({
  audience,
  handlers,
}: {
  audience?: 'students' | 'staff';
  handlers?: RowHandlers<HolidayRow>;
}) {
  const [year, setYear] = useState(String(thisYear));
  const list = useHolidaysQuery(Number(year), audience);
  const columns: DataTableColumn<HolidayRow>[] = [
    {
      key: 'name',
      header: 'Holiday',
      render: (r) => r.holiday_name,
      sortValue: (r) => r.holiday_name,
    },
    {
      key: 'start',
      header: 'Start Date',
      kind: 'date',
      render: (r) => formatDate(r.start_date),
      sortValue: (r) => r.start_date,
    },
    {
      key: 'end',
      header: 'End Date',
      kind: 'date',
      render: (r) => formatDate(r.end_date),
      sortValue: (r) => r.end_date,
    },
    ...(audience
      ? []
      : [
          {
            key: 'for',
            header: 'For',
            render: (r: HolidayRow) => holidayAudienceLabels[r.applies_to],
          },
        ]),
    ...(handlers
      ? [rowActionsColumn<HolidayRow>((r) => `holiday ${r.holiday_name}`, handlers)]
      : []),
  ];
  return (
    <SectionCard
      title="Holidays"
      aside={
        <Group>
          <Select
            aria-label="Year"
            w={110}
            data={years}
            value={year}
            onChange={(v) => v && setYear(v)}
            allowDeselect={false}
          />
        </Group>
      }
    >
      <DataTable
        label="Holidays"
        columns={columns}
        rows={list.data ?? []}
        loading={list.isPending}
        rowKey={(r) => r.id}
      />
    </SectionCard>
  );
}
