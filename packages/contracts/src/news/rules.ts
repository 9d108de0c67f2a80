/** How many characters of a news item's text the list shows (§9). */
export const newsPreviewLength = 50;

/** Closing or opening tags that end a line of text: they become a space, not nothing. */
const blockTag = /<\/?(?:p|br|h[1-6]|li|ul|ol|blockquote|pre|div|hr|tr|td|th)\b[^>]*>/gi;
const anyTag = /<[^>]*>/g;
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return namedEntities[name.toLowerCase()] ?? entity;
}

/**
 * The plain text of news markup: tags removed (block tags leave a space), entities
 * decoded, runs of white space made one space, trimmed.
 */
export function stripMarkup(markup: string): string {
  return markup
    .replace(blockTag, ' ')
    .replace(anyTag, '')
    .replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The list's Description (§2.7): the text of the markup, and when longer than 50
 * characters, cut at the last word boundary within them plus an ellipsis. A single word
 * longer than that is cut at 50 (never inside a surrogate pair).
 */
export function newsPreview(markup: string, max = newsPreviewLength): string {
  const text = stripMarkup(markup);
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  let cut = space > 0 ? space : max;
  if (space <= 0 && /[\uD800-\uDBFF]/.test(text.charAt(cut - 1))) cut -= 1;
  return `${text.slice(0, cut)}…`;
}
