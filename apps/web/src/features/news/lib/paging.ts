/** News items asked for per page of the list (the spec gives news no page size). */
export const newsPageSize = 15;

/** Skip of the next page: only after a full page, like the events and messages lists (§9). */
export function nextNewsSkip(
  pages: readonly (readonly unknown[])[],
  pageSize = newsPageSize,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.length < pageSize) return undefined;
  return pages.length * pageSize;
}
