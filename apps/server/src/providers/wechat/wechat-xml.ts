/**
 * WeChat's message XML, as the official account pushes it: one `<xml>` root whose children are the
 * fields, each a CDATA section (`<Event><![CDATA[subscribe]]></Event>`) or plain text
 * (`<CreateTime>1409735668</CreateTime>`); a few message kinds nest a group of fields
 * (`<ScanCodeInfo>...</ScanCodeInfo>`). WeChat sends no attributes, DTD, comments or entities beyond
 * XML's own five, so this reader accepts nothing else: no DOCTYPE means no entity expansion (XXE).
 */

export class WechatXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WechatXmlError';
  }
}

const NAME = /[A-Za-z_][A-Za-z0-9_.-]{0,63}/y;
const MAX_DEPTH = 8;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeText(raw: string): string {
  return raw.replace(/&([^&;<]*)(;?)/g, (whole, ref: string, semicolon: string) => {
    if (!semicolon) throw new WechatXmlError('a bare & in text');
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (numeric) {
      const code = numeric[1] !== undefined ? Number.parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        throw new WechatXmlError(`bad character reference ${whole}`);
      }
      return String.fromCodePoint(code);
    }
    const named = Object.hasOwn(ENTITIES, ref) ? ENTITIES[ref] : undefined;
    if (named === undefined) throw new WechatXmlError(`unknown entity &${ref.slice(0, 16)};`);
    return named;
  });
}

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.at < this.text.length && ' \t\r\n'.includes(this.text.charAt(this.at))) this.at += 1;
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.at);
  }

  expect(token: string): void {
    if (!this.startsWith(token)) throw new WechatXmlError(`expected ${token} at ${this.at}`);
    this.at += token.length;
  }

  name(): string {
    NAME.lastIndex = this.at;
    const match = NAME.exec(this.text);
    if (!match) throw new WechatXmlError(`expected a tag name at ${this.at}`);
    this.at += match[0].length;
    return match[0];
  }

  /** `<Name>` or `<Name/>` (the `<` already read); true when self-closed */
  openTag(): { name: string; empty: boolean } {
    const name = this.name();
    this.skipSpace();
    if (this.startsWith('/>')) {
      this.at += 2;
      return { name, empty: true };
    }
    this.expect('>');
    return { name, empty: false };
  }

  /**
   * An element's content up to its closing tag: its text (CDATA kept as is, plain text decoded) when
   * it holds only text, or null when it nests elements (whose content is read and dropped).
   */
  content(name: string, depth: number): string | null {
    if (depth > MAX_DEPTH) throw new WechatXmlError('nested too deep');
    const parts: { text: string; cdata: boolean }[] = [];
    let nested = false;
    for (;;) {
      if (this.at >= this.text.length) throw new WechatXmlError(`unclosed <${name}>`);
      if (this.startsWith('<![CDATA[')) {
        const end = this.text.indexOf(']]>', this.at + 9);
        if (end < 0) throw new WechatXmlError('unclosed CDATA');
        parts.push({ text: this.text.slice(this.at + 9, end), cdata: true });
        this.at = end + 3;
      } else if (this.startsWith('</')) {
        this.at += 2;
        if (this.name() !== name) throw new WechatXmlError(`mismatched closing tag for <${name}>`);
        this.skipSpace();
        this.expect('>');
        if (nested) return null;
        // the whitespace WeChat's samples leave around a CDATA section is layout, not content
        const cdata = parts.some((part) => part.cdata);
        return parts
          .filter((part) => part.cdata || !cdata || part.text.trim() !== '')
          .map((part) => part.text)
          .join('');
      } else if (this.startsWith('<!') || this.startsWith('<?')) {
        throw new WechatXmlError('declarations, comments and instructions are not accepted');
      } else if (this.startsWith('<')) {
        this.at += 1;
        const child = this.openTag();
        if (!child.empty) this.content(child.name, depth + 1);
        nested = true;
      } else {
        const next = this.text.indexOf('<', this.at);
        const end = next < 0 ? this.text.length : next;
        parts.push({ text: decodeText(this.text.slice(this.at, end)), cdata: false });
        this.at = end;
      }
    }
  }
}

/**
 * The fields of a WeChat message: each child of `<xml>` that holds text, by name (a field nesting other
 * elements is left out). Throws WechatXmlError when the text is not such a message, or names a field twice.
 */
export function parseWechatXml(text: string): Map<string, string> {
  const reader = new Reader(text.replace(/^\uFEFF/, ''));
  reader.skipSpace();
  if (reader.startsWith('<?xml')) {
    const end = reader.text.indexOf('?>', reader.at);
    if (end < 0) throw new WechatXmlError('unclosed XML declaration');
    reader.at = end + 2;
    reader.skipSpace();
  }
  reader.expect('<xml>');
  const fields = new Map<string, string>();
  for (;;) {
    reader.skipSpace();
    if (reader.startsWith('</xml')) {
      reader.at += 5;
      reader.skipSpace();
      reader.expect('>');
      reader.skipSpace();
      if (reader.at !== reader.text.length) throw new WechatXmlError('content after </xml>');
      return fields;
    }
    if (!reader.startsWith('<') || reader.startsWith('<!') || reader.startsWith('<?')) {
      throw new WechatXmlError(`expected a field at ${reader.at}`);
    }
    reader.at += 1;
    const { name, empty } = reader.openTag();
    const value = empty ? '' : reader.content(name, 1);
    if (fields.has(name)) throw new WechatXmlError(`field ${name} given twice`);
    if (value !== null) fields.set(name, value);
  }
}

/**
 * A message as WeChat writes it: `<xml>` with one child per field, text in CDATA, numbers bare.
 * A text holding `]]>` is split over two CDATA sections.
 */
export function wechatXml(fields: Record<string, string | number | undefined>): string {
  const children = Object.entries(fields)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) =>
      typeof value === 'number'
        ? `<${name}>${value}</${name}>`
        : `<${name}><![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]></${name}>`,
    );
  return `<xml>${children.join('')}</xml>`;
}
