/** A select's value as an id, or null when nothing (or nothing numeric) is chosen. */
export function toId(value: string | null | undefined): number | null {
  if (!value) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
