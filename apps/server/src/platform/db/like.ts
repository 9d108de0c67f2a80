/** `value` with the LIKE pattern characters (`\`, `%`, `_`) taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
