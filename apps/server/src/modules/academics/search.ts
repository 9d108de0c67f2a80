/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
