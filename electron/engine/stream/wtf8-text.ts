/**
 * WTF-8 (https://simonsapin.github.io/wtf-8/): UTF-8 that also holds a lone surrogate, as the three
 * bytes UTF-8 would give its code unit were it a character (ED A0–BF 80–BF, bytes UTF-8 never has).
 * A text with one is as many bytes as Buffer.byteLength counts (which counts 3 for it, the size of
 * the U+FFFD that UTF-8 writes instead), so a size found for UTF-8 holds. Text written by
 * `writeWtf8` is read back exactly by `readWtf8`; well-formed text is plain UTF-8 either way.
 */

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** Writes `text` into `target` at `at`; returns the bytes written (Buffer.byteLength(text) of them). */
export function writeWtf8(text: string, target: Buffer, at: number): number {
  const start = at;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    if (isHigh(unit) && isLow(text.charCodeAt(i + 1))) {
      i++; // a pair: UTF-8 holds it
      continue;
    }
    at += target.write(text.slice(from, i), at, 'utf8');
    target[at++] = 0xe0 | (unit >> 12);
    target[at++] = 0x80 | ((unit >> 6) & 0x3f);
    target[at++] = 0x80 | (unit & 0x3f);
    from = i + 1;
  }
  return at + target.write(text.slice(from), at, 'utf8') - start;
}

/** The text of WTF-8 `bytes[start, end)` as `writeWtf8` wrote it. */
export function readWtf8(bytes: Buffer, start: number, end: number): string {
  const wtf8 = bytes.subarray(start, end);
  let text = '';
  let from = 0;
  for (let at = wtf8.indexOf(0xed); at >= 0 && at + 2 < wtf8.length; at = wtf8.indexOf(0xed, at + 1)) {
    // ED 80–9F starts a character of UTF-8; ED A0–BF, a surrogate.
    if (wtf8[at + 1]! < 0xa0) continue;
    text += wtf8.toString('utf8', from, at);
    text += String.fromCharCode(0xd000 | ((wtf8[at + 1]! & 0x3f) << 6) | (wtf8[at + 2]! & 0x3f));
    from = at + 3;
    at += 2;
  }
  return text + wtf8.toString('utf8', from);
}
