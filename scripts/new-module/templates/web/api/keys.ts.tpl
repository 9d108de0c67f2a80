/** Root of every __title__ query: a write refreshes the list under it. */
export const __camel__Key = ['__name__'] as const;
