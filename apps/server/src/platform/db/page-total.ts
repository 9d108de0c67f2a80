/**
 * A list page whose rows carry the whole list's count in a `total` column (a scalar
 * `(select count(*) …)` evaluated once for the query, saving a round trip): the rows without
 * that column, and the count. A page past the end has no row to carry it: `countAlone` then.
 */
export async function splitPageTotal<Row extends { total: unknown }>(
  page: Row[],
  skip: number,
  countAlone: () => Promise<number>,
): Promise<{ rows: Omit<Row, 'total'>[]; count: number }> {
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page[0]) return { rows, count: Number(page[0].total) };
  return { rows, count: skip > 0 ? await countAlone() : 0 };
}
