/**
 * How one kind of text is escaped: `plain[code]` is 1 for a UTF-16 code unit written as one byte
 * unchanged (ASCII that needs no escape), and `escapes[code]` the bytes written instead of an ASCII
 * character that does need one.
 */
interface Escaping {
  plain: Uint8Array;
  escapes: readonly (Uint8Array | undefined)[];
}

function escaping(entities: Record<string, string>): Escaping {
  const plain = new Uint8Array(0x10000);
  plain.fill(1, 0, 0x80);
  const escapes: (Uint8Array | undefined)[] = Array.from({ length: 0x80 }, () => undefined);
  for (const [char, entity] of Object.entries(entities)) {
    plain[char.charCodeAt(0)] = 0;
    escapes[char.charCodeAt(0)] = new Uint8Array(Buffer.from(entity, 'latin1'));
  }
  return { plain, escapes };
}

/**
 * The five entities XML names, for element content, and CR as a reference: a reader takes a CR
 * written as it is for a line end (an LF), so a value's own CR would not come back.
 */
const TEXT = escaping({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' });
/** Attribute values also escape tab and line breaks, which a parser would otherwise turn into spaces. */
const ATTRIBUTE = escaping({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
});
const RAW = escaping({});

/** Markup that never changes (tags, fixed fragments), encoded once: as bytes, and as 4-byte words to copy faster. */
export interface Markup {
  bytes: Uint8Array;
  /** The bytes, four at a time, little-endian, the last word padded with zeros. */
  words: Int32Array;
}

export function markupOf(text: string): Markup {
  return markupOfBytes(new Uint8Array(Buffer.from(text, 'utf8')));
}

/** Markup from bytes already encoded (and escaped), e.g. an element a ByteWriter wrote once to be copied often. */
export function markupOfBytes(bytes: Uint8Array): Markup {
  const words = new Int32Array((bytes.length + 3) >> 2);
  const byteAt = (at: number): number => (at < bytes.length ? bytes[at]! : 0);
  for (let index = 0; index < words.length; index++) {
    const at = index * 4;
    words[index] = byteAt(at) | (byteAt(at + 1) << 8) | (byteAt(at + 2) << 16) | (byteAt(at + 3) << 24);
  }
  return { bytes, words };
}

/** An element's start and end tags, encoded once. */
export interface ElementTags {
  open: Markup;
  close: Markup;
}

export const elementTags = (name: string): ElementTags => ({
  open: markupOf(`<${name}>`),
  close: markupOf(`</${name}>`),
});

/**
 * Writes text as UTF-8 straight into a buffer, escaping as it goes: no string per entry is built,
 * flattened or collected, which over a million rows costs more than the rest of serialising. Plain
 * ASCII goes four bytes to a store. Bytes past the end of the buffer are dropped but still counted,
 * so `offset` always ends at the exact size the text needs and `overflowed` tells that it did not
 * fit. Encodes as Buffer.from(text) does (a lone surrogate becomes U+FFFD). The bytes past `offset`
 * are scratch: a write may leave padding there, which the next write covers.
 */
export class ByteWriter {
  offset = 0;
  private readonly view: DataView;
  /** The last source copyUtf8 read, and a view of it to read four bytes to a load. */
  private source: Uint8Array | null = null;
  private sourceView: DataView | null = null;
  /** Where 4-byte stores may start: at most this, so none runs past the end. */
  private readonly lastWord: number;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.lastWord = bytes.length - 4;
  }

  /** Whether anything written since the last `offset` set went past the end of the buffer. */
  get overflowed(): boolean {
    return this.offset > this.bytes.length;
  }

  /** Element content: `&`, `<`, `>` and both quotes as entities. */
  text(value: string): void {
    this.encode(value, TEXT);
  }

  /** An attribute value: also tab and line breaks, which a parser would otherwise turn into spaces. */
  attribute(value: string): void {
    this.encode(value, ATTRIBUTE);
  }

  /** Markup or already-escaped XML, as it is. */
  raw(value: string): void {
    this.encode(value, RAW);
  }

  /**
   * Element content given as the well-formed UTF-8 of its text (a column's stored bytes,
   * `source[from…to)`): the same bytes `text` writes for that text, with no string in between.
   */
  textUtf8(source: Uint8Array, from: number, to: number): void {
    this.copyUtf8(source, from, to, TEXT);
  }

  /** Markup or already-escaped XML given as well-formed UTF-8, as it is (see textUtf8). */
  rawUtf8(source: Uint8Array, from: number, to: number): void {
    this.copyUtf8(source, from, to, RAW);
  }

  /**
   * Markup encoded beforehand (see markupOf): whole words where they fit in the buffer, the last
   * word's padding landing past the markup, where the next write goes (no byte loop for its tail).
   */
  markup(markup: Markup): void {
    const at = this.offset;
    const { words, bytes } = markup;
    if (at + words.length * 4 <= this.bytes.length) {
      for (let index = 0; index < words.length; index++) this.view.setInt32(at + index * 4, words[index]!, true);
    } else {
      const out = this.bytes;
      for (let index = 0; index < bytes.length; index++) out[at + index] = bytes[index]!;
    }
    this.offset = at + bytes.length;
  }

  /** `<name>value</name>`, or nothing when the value is absent. */
  element(tags: ElementTags, value: string | null | undefined): void {
    if (value === null || value === undefined) return;
    this.markup(tags.open);
    this.encode(value, TEXT);
    this.markup(tags.close);
  }

  /**
   * UTF-8 bytes copied as they are, but for the ASCII characters `escaping` replaces (never part of a
   * multi-byte character): four plain bytes to one load and one store while the word fits.
   */
  private copyUtf8(source: Uint8Array, from: number, to: number, { plain, escapes }: Escaping): void {
    if (source !== this.source) {
      this.source = source;
      this.sourceView = new DataView(source.buffer, source.byteOffset, source.byteLength);
    }
    const sourceView = this.sourceView!;
    const view = this.view;
    const bytes = this.bytes;
    const lastWord = this.lastWord;
    let at = this.offset;
    let index = from;
    while (index < to) {
      // Words while the source has four more bytes and the buffer room for them: `at` and `index`
      // move together here, so one bound on `index` says both.
      const lastWordAt = Math.min(to - 4, index + lastWord - at);
      while (index <= lastWordAt) {
        const word = sourceView.getInt32(index, true);
        // plain[] is 0 past ASCII: a word holding part of a multi-byte character goes a byte at a time.
        if (!(plain[word & 0xff]! & plain[(word >>> 8) & 0xff]! & plain[(word >>> 16) & 0xff]! & plain[word >>> 24]!))
          break;
        view.setInt32(at, word, true);
        at += 4;
        index += 4;
      }
      if (index >= to) break;
      const byte = source[index++]!;
      if (byte >= 0x80 || plain[byte]) bytes[at++] = byte;
      else {
        const escape = escapes[byte]!;
        for (let k = 0; k < escape.length; k++) bytes[at++] = escape[k]!;
      }
    }
    this.offset = at;
  }

  private encode(value: string, { plain, escapes }: Escaping): void {
    const length = value.length;
    const view = this.view;
    let at = this.offset;
    let index = 0;
    // Four plain code units at a time while there is room for the word; anything else one at a time.
    while (index + 4 <= length && at <= this.lastWord) {
      const a = value.charCodeAt(index);
      const b = value.charCodeAt(index + 1);
      const c = value.charCodeAt(index + 2);
      const d = value.charCodeAt(index + 3);
      if (plain[a]! & plain[b]! & plain[c]! & plain[d]!) {
        view.setInt32(at, a | (b << 8) | (c << 16) | (d << 24), true);
        at += 4;
        index += 4;
      } else {
        this.offset = at;
        index = this.encodeUnits(value, index, index + 4, escapes);
        at = this.offset;
      }
    }
    this.offset = at;
    this.encodeUnits(value, index, length, escapes);
  }

  /**
   * Code units [from, to) one at a time; returns where it stopped (past `to` when a surrogate pair
   * straddles it).
   */
  private encodeUnits(value: string, from: number, to: number, escapes: Escaping['escapes']): number {
    const bytes = this.bytes;
    let at = this.offset;
    let index = from;
    for (; index < to; index++) {
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
        const next = index + 1 < value.length ? value.charCodeAt(index + 1) : 0;
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
    return index;
  }
}
