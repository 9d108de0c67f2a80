/** A tag of an XML document: its local name (no namespace prefix) and where it ends. */
export interface XmlTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: string;
  end: number;
}

// Comments, declarations and CDATA start with "<!" or "<?" and are not matched as tags.
const tagPattern = /<(\/?)(?:[\w.-]+:)?([\w.-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

/**
 * The tags of an XML part, in order, without building a tree: the parts of an .xlsx are simple
 * enough for one pattern to walk them.
 */
export function* scanTags(xml: string): Generator<XmlTag> {
  const pattern = new RegExp(tagPattern);
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml))
    yield {
      name: match[2]!,
      closing: match[1] === '/',
      selfClosing: match[4] === '/',
      attributes: match[3]!,
      end: pattern.lastIndex,
    };
}

const attributePatterns = new Map<string, RegExp>();

/** An attribute's value from a tag's attribute text, entities decoded; undefined if absent. */
export function readAttribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? decodeXmlText(match[1] ?? match[2] ?? '') : undefined;
}

/** The text of an element from the end of its start tag to the next tag, decoded. */
export function readTextAfter(xml: string, tag: XmlTag): string {
  if (tag.selfClosing) return '';
  const next = xml.indexOf('<', tag.end);
  const raw = xml.slice(tag.end, next === -1 ? undefined : next);
  if (xml.startsWith('<![CDATA[', next)) {
    const close = xml.indexOf(']]>', next);
    return decodeXmlText(raw) + xml.slice(next + 9, close === -1 ? undefined : close);
  }
  return decodeXmlText(raw);
}

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text with its entities and character references replaced. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (entity, body: string) => {
    if (body[0] !== '#') return named[body] ?? entity;
    const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
