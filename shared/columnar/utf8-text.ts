/** UTF-8 encoding and decoding of row text, with the checks that keep it lossless. */

const encoder = new TextEncoder();
// ignoreBOM: a text that starts with U+FEFF keeps it (by default the decoder drops it).
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
/** A surrogate without its partner: UTF-8 cannot hold it, so such text is kept as a JS string instead. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Up to this many bytes, ASCII text is turned into a string by char codes (faster than TextDecoder for a loc). */
const SHORT_ASCII = 4096;

/** Whether `text` survives UTF-8 unchanged (it has no lone surrogate). */
export function fitsUtf8(text: string): boolean {
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return native ? native.call(text) : !LONE_SURROGATE.test(text);
}

/** Writes `text` at the start of `target`; returns the bytes written (the target holds 3 bytes per UTF-16 unit). */
export function writeUtf8(text: string, target: Uint8Array): number {
  return encoder.encodeInto(text, target).written;
}

export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The text of UTF-8 `bytes`, as a flat string. */
export function readUtf8(bytes: Uint8Array): string {
  if (bytes.length <= SHORT_ASCII) {
    let ascii = true;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i]! >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  }
  return decoder.decode(bytes);
}
