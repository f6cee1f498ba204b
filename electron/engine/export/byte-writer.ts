/** Bytes to write instead of an ASCII character, by its code; undefined where it is written as it is. */
type EscapeTable = readonly (Uint8Array | undefined)[];

const escapeTable = (escapes: Record<string, string>): EscapeTable => {
  const table: (Uint8Array | undefined)[] = Array.from({ length: 128 }, () => undefined);
  for (const [char, entity] of Object.entries(escapes)) table[char.charCodeAt(0)] = bytesOf(entity);
  return table;
};

/** The five entities XML names, for element content. */
const TEXT_ESCAPES = escapeTable({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' });
/** Attribute values also escape tab and line breaks, which a parser would otherwise turn into spaces. */
const ATTRIBUTE_ESCAPES = escapeTable({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
});
const NO_ESCAPES = escapeTable({});

/** Markup that never changes (tags, fixed fragments), encoded once. */
export function bytesOf(markup: string): Uint8Array {
  return new Uint8Array(Buffer.from(markup, 'utf8'));
}

/** An element's start and end tags, encoded once. */
export interface ElementTags {
  open: Uint8Array;
  close: Uint8Array;
}

export const elementTags = (name: string): ElementTags => ({
  open: bytesOf(`<${name}>`),
  close: bytesOf(`</${name}>`),
});

/**
 * Writes text as UTF-8 straight into a buffer, escaping as it goes: no string per entry is built,
 * flattened or collected, which over a million rows costs more than the rest of serialising. Bytes
 * past the end of the buffer are dropped but still counted, so `offset` always ends at the exact size
 * the text needs and `overflowed` tells that it did not fit. Encodes as Buffer.from(text) does
 * (a lone surrogate becomes U+FFFD).
 */
export class ByteWriter {
  offset = 0;

  constructor(readonly bytes: Uint8Array) {}

  /** Whether anything written since the last `offset` set went past the end of the buffer. */
  get overflowed(): boolean {
    return this.offset > this.bytes.length;
  }

  /** Element content: `&`, `<`, `>` and both quotes as entities. */
  text(value: string): void {
    this.encode(value, TEXT_ESCAPES);
  }

  /** An attribute value: also tab and line breaks, which a parser would otherwise turn into spaces. */
  attribute(value: string): void {
    this.encode(value, ATTRIBUTE_ESCAPES);
  }

  /** Markup or already-escaped XML, as it is. */
  raw(value: string): void {
    this.encode(value, NO_ESCAPES);
  }

  /** Bytes encoded beforehand (see bytesOf): tags and fixed markup, without encoding them each time. */
  markup(bytes: Uint8Array): void {
    const out = this.bytes;
    let at = this.offset;
    for (let index = 0; index < bytes.length; index++) out[at++] = bytes[index]!;
    this.offset = at;
  }

  /** `<name>value</name>`, or nothing when the value is absent. */
  element(tags: ElementTags, value: string | null | undefined): void {
    if (value === null || value === undefined) return;
    this.markup(tags.open);
    this.encode(value, TEXT_ESCAPES);
    this.markup(tags.close);
  }

  private encode(value: string, escapes: EscapeTable): void {
    const bytes = this.bytes;
    let at = this.offset;
    const length = value.length;
    for (let index = 0; index < length; index++) {
      let code = value.charCodeAt(index);
      if (code < 0x80) {
        const escape = escapes[code];
        if (escape === undefined) bytes[at++] = code;
        else for (let k = 0; k < escape.length; k++) bytes[at++] = escape[k]!;
        continue;
      }
      if (code < 0x800) {
        bytes[at++] = 0xc0 | (code >> 6);
        bytes[at++] = 0x80 | (code & 0x3f);
        continue;
      }
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = index + 1 < length ? value.charCodeAt(index + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          index++;
          bytes[at++] = 0xf0 | (code >> 18);
          bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
          bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
          bytes[at++] = 0x80 | (code & 0x3f);
          continue;
        }
        code = 0xfffd;
      }
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
    this.offset = at;
  }
}
