import { SimpleGrid, Stack } from '@mantine/core';
import { type CollectionRow, paymentModeLabels, paymentModes } from '@shala/contracts';
import { useState } from 'react';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { DateField } from '../../../ui/date-field';
import { ListCard } from '../../../ui/list-card';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useCollectionsReport } from '../api/paged-report';
import { CancelPaymentModal } from '../components/cancel-payment-modal';
import { CollectionSummary } from '../components/collection-summary';
import { CollectionsTable } from '../components/collections-table';

const modeOptions = paymentModes.map((value) => ({
  value,
  label: paymentModeLabels[value],
}));

/** /fee_collection: payments received, filtered by date and mode; cancel by reversal. */
export function FeeCollectionPage() {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [mode, setMode] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<CollectionRow | null>(null);
  const filters = {
    from_date: from ?? undefined,
    to_date: to ?? undefined,
    payment_mode: (mode ?? undefined) as (typeof paymentModes)[number] | undefined,
  };
  const list = useCollectionsReport(filters);
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <PageHeader
        title="Fee Collection"
        actions={[{ to: '/student_fee_payment', label: 'Fee Payment' }]}
      />
      <Stack gap="lg">
        <ListCard
          title="Payments"
          noun={['payment', 'payments']}
          total={list.data?.pages.at(-1)?.count}
          filters={
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="md">
              <DateField
                label="From Date"
                value={from}
                onChange={setFrom}
                maxDate={to ?? undefined}
              />
              <DateField label="To Date" value={to} onChange={setTo} minDate={from ?? undefined} />
              <SelectField
                label="Mode"
                clearable
                data={modeOptions}
                value={mode}
                onChange={setMode}
              />
            </SimpleGrid>
          }
        >
          <CollectionsTable {...pagedListProps(list, rows)} onCancel={setCancelling} />
        </ListCard>
        <CollectionSummary from={from ?? undefined} to={to ?? undefined} />
      </Stack>
      <CancelPaymentModal payment={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
