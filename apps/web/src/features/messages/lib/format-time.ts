import dayjs from 'dayjs';

/** An instant as the school reads it: DD-MM-YYYY and the time, or N/A. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('DD-MM-YYYY, hh:mm A') : 'N/A';
}
