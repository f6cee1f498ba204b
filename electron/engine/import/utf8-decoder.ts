/**
 * Thrown when the bytes are not UTF-8; carries the text before the bad byte so its place can be found,
 * and (from Utf8Decoder) the bytes it was given from that byte on, for a reader that reads on in another encoding.
 */
export class InvalidUtf8Error extends Error {
  constructor(
    readonly validPrefix: string,
    readonly byteOffset: number,
    readonly rest: Buffer = Buffer.alloc(0),
  ) {
    super(`The bytes at offset ${byteOffset} are not valid UTF-8.`);
    this.name = 'InvalidUtf8Error';
  }
}

/**
 * A strict streaming UTF-8 decoder that, unlike TextDecoder, says where the first bad byte is.
 * A character split across chunks is carried to the next chunk; a BOM is dropped only at the start.
 */
export class Utf8Decoder {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private pending: Buffer | null = null;
  private atStart: boolean;

  /** `consumed`: the bytes of the file before the first this decoder is given (the ASCII a DeclaredDecoder read). */
  constructor(private consumed = 0) {
    this.atStart = consumed === 0;
  }

  decode(chunk: Buffer): string {
    const bytes = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    const cut = bytes.length - incompleteTailLength(bytes);
    this.pending = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : null;
    return this.decodeComplete(bytes.subarray(0, cut), bytes);
  }

  /** Call once after the last chunk: bytes still pending are a truncated character. */
  end(): string {
    if (!this.pending) return '';
    throw new InvalidUtf8Error('', this.consumed, this.pending);
  }

  /** `bytes`, complete characters, decoded; `given`: they and the incomplete one held after them. */
  private decodeComplete(bytes: Buffer, given: Buffer): string {
    let text: string;
    try {
      text = this.decoder.decode(bytes);
    } catch {
      const bad = firstInvalidOffset(bytes);
      const prefix = this.stripBom(this.decoder.decode(bytes.subarray(0, bad)));
      this.pending = null;
      throw new InvalidUtf8Error(prefix, this.consumed + bad, given.subarray(bad));
    }
    this.consumed += bytes.length;
    return this.stripBom(text);
  }

  private stripBom(text: string): string {
    if (!this.atStart || text === '') return text;
    this.atStart = false;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
}

/** How many bytes at the end start a character that the next chunk completes. */
export function incompleteTailLength(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
}

/** The offset of the first byte that does not begin a valid UTF-8 character. */
export function firstInvalidOffset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const length = validSequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return bytes.length;
}

function validSequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i]!;
  if (b0 < 0x80) return 1;
  const cont = (k: number, low = 0x80, high = 0xbf): boolean => {
    const b = bytes[i + k];
    return b !== undefined && b >= low && b <= high;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    // E0 needs A0.. (no overlongs); ED stops at 9F (no surrogates).
    const low = b0 === 0xe0 ? 0xa0 : 0x80;
    const high = b0 === 0xed ? 0x9f : 0xbf;
    return cont(1, low, high) && cont(2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const low = b0 === 0xf0 ? 0x90 : 0x80;
    const high = b0 === 0xf4 ? 0x8f : 0xbf;
    return cont(1, low, high) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}
