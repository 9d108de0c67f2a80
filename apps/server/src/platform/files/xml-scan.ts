/** A tag of an XML document: its local name (no namespace prefix) and where it ends. */
export interface XmlTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: string;
  end: number;
}

const greaterThan = 62;
const slash = 47;

const isNameEnd = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 13 || code === slash || code === greaterThan;

/**
 * The tags of an XML part, in order, without building a tree. One tag object is reused from tag
 * to tag: read it before the next. Comments, declarations and CDATA ("<!", "<?") are skipped;
 * a ">" inside an attribute value would end the tag early (the parts read here have none that
 * matter: such a tag is then misread, never a reason to read more).
 */
export function* scanTags(xml: string): Generator<XmlTag> {
  const tag: XmlTag = { name: '', closing: false, selfClosing: false, attributes: '', end: 0 };
  let at = xml.indexOf('<');
  while (at !== -1) {
    const close = xml.indexOf('>', at);
    if (close === -1) return;
    const first = xml.charCodeAt(at + 1);
    if (first === 33 || first === 63) {
      // "<!--" comments may hold ">"; CDATA is read as text by readTextAfter.
      const end = xml.startsWith('<!--', at) ? xml.indexOf('-->', at) : close;
      at = end === -1 ? -1 : xml.indexOf('<', end + 1);
      continue;
    }
    tag.closing = first === slash;
    let nameEnd = tag.closing ? at + 2 : at + 1;
    let nameStart = nameEnd;
    while (nameEnd < close && !isNameEnd(xml.charCodeAt(nameEnd))) {
      // A namespace prefix ("x:row") is dropped.
      if (xml.charCodeAt(nameEnd) === 58) nameStart = nameEnd + 1;
      nameEnd += 1;
    }
    tag.name = xml.slice(nameStart, nameEnd);
    tag.selfClosing = xml.charCodeAt(close - 1) === slash;
    tag.attributes = xml.slice(nameEnd, tag.selfClosing ? close - 1 : close);
    tag.end = close + 1;
    yield tag;
    at = xml.indexOf('<', close + 1);
  }
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** An attribute's value from a tag's attribute text, entities decoded; undefined if absent. */
export function readAttribute(attributes: string, name: string): string | undefined {
  for (let at = attributes.indexOf(name); at !== -1; at = attributes.indexOf(name, at + 1)) {
    const before = attributes.charCodeAt(at - 1);
    // Preceded by a space or a namespace prefix's colon ("r:id"), followed by ="..." or ='...'.
    if (!(isSpace(before) || before === 58)) continue;
    let equals = at + name.length;
    while (isSpace(attributes.charCodeAt(equals))) equals += 1;
    if (attributes.charCodeAt(equals) !== 61) continue;
    let open = equals + 1;
    while (isSpace(attributes.charCodeAt(open))) open += 1;
    const quote = attributes[open];
    if (quote !== '"' && quote !== "'") continue;
    const close = attributes.indexOf(quote, open + 1);
    if (close === -1) return undefined;
    return decodeXmlText(attributes.slice(open + 1, close));
  }
  return undefined;
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
