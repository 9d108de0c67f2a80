/** Root of every transfer-certificate query: issuing or editing refreshes them all. */
export const tcKey = ['transfer-certificates'] as const;
