import dayjs from 'dayjs';

/** Spec §2.7: dates show as DD-MM-YYYY, or N/A when missing or not a date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  // A plain YYYY-MM-DD (the API's date) is a calendar day: never shift it by time zone.
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (day) {
      const parsed = dayjs(`${day[1]}-${day[2]}-${day[3]}`);
      return parsed.isValid() && parsed.format('YYYY-MM-DD') === value.trim()
        ? `${day[3]}-${day[2]}-${day[1]}`
        : 'N/A';
    }
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('DD-MM-YYYY') : 'N/A';
}
