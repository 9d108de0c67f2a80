/** The months ('YYYY-MM') from a session's first month to its last, in order. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  const last = endDate.slice(0, 7);
  for (let guard = 0; guard < 36; guard += 1) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
