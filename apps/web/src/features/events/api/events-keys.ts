/** Root of every events query: any write refreshes the list and the home pages' card. */
export const eventsKey = ['events'] as const;

export const eventsKeys = {
  list: [...eventsKey, 'list'] as const,
  upcoming: [...eventsKey, 'upcoming'] as const,
};
