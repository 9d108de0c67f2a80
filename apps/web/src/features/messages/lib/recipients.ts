export interface Recipient {
  user_id: number;
  full_name: string;
}

/**
 * "Search by Name" options: the people a search found, with the one already chosen kept
 * first even when the search did not find them, so the select can still name them.
 */
export function recipientOptions(
  found: readonly Recipient[],
  chosen: Recipient | null,
): { value: string; label: string }[] {
  const options = found.map((person) => ({
    value: String(person.user_id),
    label: person.full_name,
  }));
  if (chosen && !found.some((person) => person.user_id === chosen.user_id)) {
    options.unshift({ value: String(chosen.user_id), label: chosen.full_name });
  }
  return options;
}

/** The text to search for: the chosen person's name shown in the box is not a search. */
export function searchTextOf(typed: string, chosen: Recipient | null): string {
  const text = typed.trim();
  return chosen && text === chosen.full_name ? '' : text;
}
