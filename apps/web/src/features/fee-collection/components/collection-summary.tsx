import { SegmentedControl } from '@mantine/core';
import { collectionGroupings, formatRupees, rupeesToPaise } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { SectionCard } from '../../../ui/section-card';
import { useCollectionSummaryQuery } from '../api/get-collection-summary';
import { formatSummaryGroup } from '../lib/summary-group';

type Grouping = (typeof collectionGroupings)[number];
const groupLabels: Record<Grouping, string> = { day: 'Day', class: 'Class', mode: 'Mode' };

/** Money collected by day, class or mode for the chosen dates (cancelled payments left out). */
export function CollectionSummary({ from, to }: { from?: string; to?: string }) {
  const [groupBy, setGroupBy] = useState<Grouping>('day');
  const summary = useCollectionSummaryQuery({ group_by: groupBy, from_date: from, to_date: to });
  return (
    <SectionCard
      title="Collection Summary"
      aside={
        <SegmentedControl
          aria-label="Group by"
          size="xs"
          value={groupBy}
          onChange={(value) => setGroupBy(value as Grouping)}
          data={collectionGroupings.map((value) => ({ value, label: groupLabels[value] }))}
        />
      }
    >
      <DataTable
        label={`Collection by ${groupLabels[groupBy].toLowerCase()}`}
        minWidth={320}
        rows={summary.data ?? []}
        loading={summary.isPending}
        rowKey={(row) => row.group}
        columns={[
          {
            key: 'group',
            header: groupLabels[groupBy],
            render: (row) => formatSummaryGroup(groupBy, row.group),
          },
          { key: 'payments', header: 'Payments', align: 'right', render: (row) => row.payments },
          {
            key: 'amount',
            header: 'Amount',
            align: 'right',
            kind: 'money',
            render: (row) => formatRupees(rupeesToPaise(row.amount)),
          },
        ]}
      />
    </SectionCard>
  );
}
