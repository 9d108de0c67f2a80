/** A paged list's rows and load-more state: what a screen hands its table (spec §9). */
export interface PagedListProps<Row> {
  rows: readonly Row[];
  /** First load: skeletons instead of the empty text. */
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** What an infinite query (`useInfiniteQuery`) tells about its pages. */
interface PagedQuery {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The list props of an infinite query and the rows of its pages. */
export function pagedListProps<Row>(query: PagedQuery, rows: readonly Row[]): PagedListProps<Row> {
  return {
    rows,
    loading: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}
