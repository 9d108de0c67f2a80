import { pagedListProps } from '../../../ui/data-table/paged-list';
import { ListCard } from '../../../ui/list-card';
import { useCollectionsReport } from '../api/paged-report';
import { CollectionsTable } from './collections-table';

/**
 * Every receipt of the parent's children, newest first: at the counter or online, school,
 * hostel or transport fees (one ledger), each opening its receipt. The server answers a
 * parent only their own children's payments.
 */
export function ParentReceipts() {
  const list = useCollectionsReport({});
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <ListCard
      title="Receipts"
      noun={['receipt', 'receipts']}
      total={list.data?.pages.at(-1)?.count}
    >
      <CollectionsTable label="Receipts" {...pagedListProps(list, rows)} />
    </ListCard>
  );
}
