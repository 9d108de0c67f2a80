/** The time zone a new school starts with. */
export const defaultTimeZone = 'Asia/Kolkata';

/** The runtime's own id of a zone (ICU may call Asia/Kolkata Asia/Calcutta); null when unknown. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every time zone the browser knows, sorted. */
export function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * The choices of the time-zone select: the supported zones plus the ones to keep (the
 * default, the school's saved zone). A kept name replaces the runtime's alias of the
 * same zone, so Asia/Kolkata is offered once, under the name the server stores.
 */
export function timeZoneOptions(
  supported: readonly string[],
  keep: readonly string[],
  canonical: (zone: string) => string | null = canonicalTimeZone,
): string[] {
  const zones = new Set(supported);
  for (const zone of keep) {
    if (!zone || zones.has(zone)) continue;
    const alias = canonical(zone);
    if (alias && alias !== zone) zones.delete(alias);
    zones.add(zone);
  }
  return [...zones].sort((a, b) => a.localeCompare(b));
}
