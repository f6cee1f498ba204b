/** UTF-8 encoding and decoding of row text, with the checks that keep it lossless. */

const encoder = new TextEncoder();
// ignoreBOM: a text that starts with U+FEFF keeps it (by default the decoder drops it).
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
/** A surrogate without its partner: UTF-8 cannot hold it, so such text is kept as a JS string instead. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Up to this many bytes, ASCII text is turned into a string by char codes (faster than TextDecoder for a loc). */
const SHORT_ASCII = 4096;
/**
 * The char codes of a short ASCII text, reused: String.fromCharCode.apply over a plain array costs
 * less than over a typed subarray, and far less than TextDecoder in Chromium (a quarter of its time
 * for a typical loc), and less than TextDecoder in Node too.
 */
const codes: number[] = [];

/** `text` with each lone surrogate written U+FFFD, as an encoder of UTF-8 (a browser's, a URL's) writes it. */
export function wellFormed(text: string): string {
  const native = (text as { toWellFormed?: () => string }).toWellFormed;
  return native ? native.call(text) : text.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
}

/** Whether `text` survives UTF-8 unchanged (it has no lone surrogate). */
export function fitsUtf8(text: string): boolean {
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return native ? native.call(text) : !LONE_SURROGATE.test(text);
}

/** Writes `text` at the start of `target`; returns the bytes written (the target holds 3 bytes per UTF-16 unit). */
export function writeUtf8(text: string, target: Uint8Array): number {
  return encoder.encodeInto(text, target).written;
}

/**
 * Writes `text` at the start of `target` (at least text.length bytes) when it is all ASCII, a byte per
 * character; whether it was. When it was not, `target` holds some of its bytes: write over them.
 */
export function writeAscii(text: string, target: Uint8Array): boolean {
  const { read, written } = encoder.encodeInto(text, target.subarray(0, text.length));
  return read === text.length && written === text.length;
}

export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The text of UTF-8 `bytes[start…end)`, as a flat string. */
export function readUtf8(bytes: Uint8Array, start = 0, end = bytes.length): string {
  const length = end - start;
  if (length <= SHORT_ASCII) {
    let ascii = true;
    codes.length = length;
    for (let i = 0; i < length; i++) {
      const code = bytes[start + i]!;
      if (code >= 0x80) {
        ascii = false;
        break;
      }
      codes[i] = code;
    }
    if (ascii) return String.fromCharCode.apply(null, codes);
  }
  return decoder.decode(bytes.subarray(start, end));
}

/** Whether UTF-8 `bytes[start…end)` starts with the bytes of `prefix`. */
export function bytesStartWith(bytes: Uint8Array, start: number, end: number, prefix: ArrayLike<number>): boolean {
  if (end - start < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[start + i] !== prefix[i]) return false;
  return true;
}
