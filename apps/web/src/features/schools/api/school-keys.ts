/** Root of every super-admin school query; a register or update refreshes all of them. */
export const schoolsKey = ['schools'] as const;
