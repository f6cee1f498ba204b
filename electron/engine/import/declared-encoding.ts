import { TextDecoder } from 'node:util';
import { firstInvalidOffset, incompleteTailLength, InvalidUtf8Error, Utf8Decoder } from './utf8-decoder';

/** How far into a file its XML declaration is looked for: it stands first, and is short. */
const DECLARATION_BYTES = 1024;
const BOM = [0xef, 0xbb, 0xbf];

/**
 * The encoding the XML declaration at the start of `head` names, as TextDecoder knows it, when that
 * is not UTF-8 and no UTF-8 byte order mark stands before it (the mark wins, as XML has it): null for
 * UTF-8, UTF-16 (told and refused by the sniff), a name TextDecoder does not know, or none.
 */
export function declaredEncoding(head: Uint8Array): string | null {
  if (BOM.every((byte, at) => head[at] === byte)) return null;
  const start = Buffer.from(head.subarray(0, DECLARATION_BYTES)).toString('latin1');
  const named = /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(start)?.[1];
  if (named === undefined) return null;
  let encoding: string;
  try {
    encoding = new TextDecoder(named).encoding;
  } catch {
    return null; // a name no decoder knows: read as UTF-8, as before, and said so
  }
  return encoding === 'utf-8' || encoding.startsWith('utf-16') ? null : encoding;
}

/** Whether `head` holds enough to tell its declaration: its first `>`, or as many bytes as a declaration takes. */
export const headTells = (head: Uint8Array): boolean => head.includes(0x3e) || head.length >= DECLARATION_BYTES;

/** Where reading turned from UTF-8 to the declared encoding: at `index` of the text just returned, the file's byte `offset`. */
export interface EncodingTurn {
  index: number;
  offset: number;
}

/**
 * A file whose declaration names another encoding (declaredEncoding): read byte for byte while its
 * bytes are ASCII (the same in either), then, from its first byte past ASCII, in the encoding declared
 * (a sitemap in ISO-8859-1, windows-1252 or Shift_JIS, which xmllint and Python read, lost every URL
 * from that byte as UTF-8) unless the bytes there are UTF-8: generators write that declaration on files
 * they write in UTF-8, which read as UTF-8 as before. Read so, a later byte that is not UTF-8 turns the
 * reading to the declared encoding from that byte on (`takeTurn` says where), rather than stop there: a
 * file of both, its first part pasted in UTF-8, lost every row after that byte, where xmllint reads it
 * whole in the encoding declared. Decoding is ICU's, always with `stream` (which
 * also keeps windows-1252 off Node's Latin-1 fast path, nodejs/node#60888): a byte it cannot map
 * becomes U+FFFD, or in GBK and Big5 a private-use character that no rule finds.
 */
export class DeclaredDecoder {
  private chosen: Utf8Decoder | TextDecoder | null = null;
  /** The bytes from the first past ASCII, while too few to judge (a chunk's end). */
  private held: Buffer | null = null;
  private consumed = 0;
  private turn: EncodingTurn | null = null;

  constructor(readonly encoding: string) {}

  /** Whether the file was read in the encoding declared, whole or from a turn (false: as UTF-8, or all ASCII so far). */
  get readIn(): boolean {
    return this.chosen instanceof TextDecoder;
  }

  /** Where, in the text the last `decode` or `end` returned, the reading turned from UTF-8 to the declared encoding; once. */
  takeTurn(): EncodingTurn | null {
    const turn = this.turn;
    this.turn = null;
    return turn;
  }

  decode(chunk: Buffer): string {
    if (this.chosen !== null) return this.decodeChosen(chunk);
    const bytes = this.held ? Buffer.concat([this.held, chunk]) : chunk;
    this.held = null;
    const first = bytes.findIndex((byte) => byte >= 0x80);
    if (first < 0) {
      this.consumed += bytes.length;
      return bytes.toString('latin1');
    }
    const ascii = bytes.toString('latin1', 0, first);
    const rest = bytes.subarray(first);
    const judged = rest.subarray(0, rest.length - incompleteTailLength(rest));
    if (judged.length === 0) {
      this.consumed += first;
      this.held = Buffer.from(rest);
      return ascii;
    }
    this.consumed += first;
    this.choose(firstInvalidOffset(judged) === judged.length);
    return this.turned(ascii, this.decodeChosen(rest));
  }

  end(): string {
    // Bytes past ASCII that were never judged (the file's last): too few to be UTF-8, so the declared encoding's.
    if (this.chosen === null && this.held !== null) this.choose(false);
    let text = this.held ? this.decodeChosen(this.held) : '';
    this.held = null;
    const utf8 = this.chosen;
    if (utf8 instanceof Utf8Decoder)
      text = this.turned(
        text,
        this.asUtf8(() => utf8.end()),
      );
    // Read in the declared encoding, or turned to it just now: what it holds back is flushed.
    if (this.chosen instanceof TextDecoder) text += this.chosen.decode();
    return text;
  }

  private choose(utf8: boolean): void {
    this.chosen = utf8 ? new Utf8Decoder(this.consumed) : new TextDecoder(this.encoding);
  }

  private decodeChosen(bytes: Buffer): string {
    const chosen = this.chosen!;
    if (chosen instanceof TextDecoder) return chosen.decode(bytes, { stream: true });
    return this.asUtf8(() => chosen.decode(bytes));
  }

  /** Text read as UTF-8, or up to a byte that is not and from there in the declared encoding. */
  private asUtf8(read: () => string): string {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof InvalidUtf8Error)) throw error;
      const declared = new TextDecoder(this.encoding);
      this.chosen = declared;
      this.turn = { index: error.validPrefix.length, offset: error.byteOffset };
      return error.validPrefix + declared.decode(error.rest, { stream: true });
    }
  }

  /** `text` read after `before`: a turn in it is that many characters on. */
  private turned(before: string, text: string): string {
    if (this.turn) this.turn.index += before.length;
    return before + text;
  }
}
