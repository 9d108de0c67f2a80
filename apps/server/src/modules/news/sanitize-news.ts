import sanitizeHtml from 'sanitize-html';

/** Only links a reader can follow safely: web pages and e-mail addresses. */
const safeHref = /^(https?:\/\/|mailto:)/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Other editors' spellings of the same formatting keep their meaning.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = href && safeHref.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The markup of a news item as it may be stored: a small list of formatting tags, links
 * only to http(s) and mailto, no scripts, styles, frames or event handler attributes.
 */
export function sanitizeNewsMarkup(markup: string): string {
  return sanitizeHtml(markup, options).trim();
}
