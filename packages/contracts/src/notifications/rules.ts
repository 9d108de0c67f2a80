const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const units = [
  { name: 'year', ms: 365 * day },
  { name: 'month', ms: 30 * day },
  { name: 'day', ms: day },
  { name: 'hour', ms: hour },
  { name: 'minute', ms: minute },
] as const;

/**
 * A notification's time_difference: "just now" under a minute (or for a clock a little
 * ahead), else the largest whole unit: "1 minute ago", "5 hours ago", "3 days ago",
 * "2 months ago" (30 days), "1 year ago" (365 days).
 */
export function relativeTime(then: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(then).getTime();
  for (const unit of units) {
    const count = Math.floor(elapsed / unit.ms);
    if (count >= 1) return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
