import type { collectionGroupings } from '@shala/contracts';
import { formatDate } from '../../../ui/format-date';

type Grouping = (typeof collectionGroupings)[number];

/** A summary row's group as the table shows it: a day as DD-MM-YYYY, a class or mode as named. */
export function formatSummaryGroup(groupBy: Grouping, group: string): string {
  return groupBy === 'day' ? formatDate(group) : group;
}
