/** Root of every online-registration query. */
export const registrationKey = ['online-registration'] as const;
