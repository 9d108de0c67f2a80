/** Root of every news query: any write refreshes the list and the home pages' card. */
export const newsKey = ['news'] as const;

export const newsKeys = {
  list: [...newsKey, 'list'] as const,
  latest: [...newsKey, 'latest'] as const,
};
