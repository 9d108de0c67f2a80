const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of day (HH:MM, 24-hour) of an instant in a time zone; one formatter per zone. */
export function clockTimeIn(timeZone: string, now = new Date()): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(now);
}
