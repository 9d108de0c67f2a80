/** Spec §9: a drop-down list is 140 to 300 px tall. */
export const dropdownHeight = { min: 140, max: 300 } as const;

/** The list height to use: the wish, kept within the spec's limits; the maximum by default. */
export function clampDropdownHeight(wish: number | undefined): number {
  if (wish === undefined || Number.isNaN(wish)) return dropdownHeight.max;
  return Math.min(dropdownHeight.max, Math.max(dropdownHeight.min, wish));
}
