import { fullPageSize } from '../lib/paging';

type FetchPage<Row> = (query: { skip: number; limit: number }) => Promise<{
  list: Row[];
  count: number;
}>;

/**
 * Every row of a paged list, page after page of the largest size: for screens that need
 * the whole (small) list, like the sections to choose from or the classes to order.
 */
export async function fetchAllPages<Row>(fetchPage: FetchPage<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await fetchPage({ skip: rows.length, limit: fullPageSize });
    rows.push(...page.list);
    if (page.list.length === 0 || rows.length >= page.count) return rows;
  }
}
