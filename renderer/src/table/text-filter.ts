import type { StringColumn } from '../../../shared/columnar/string-column';

/** Rows located at a time: the three numbers per row stay small whatever the table's size. */
const BLOCK = 65_536;
const UPPER_A = 65;
const UPPER_Z = 90;

/** How a row's text is matched with the needle, all three ignoring case. */
export type TextMatch = 'contains' | 'equals' | 'startsWith';

const MATCHES: Record<TextMatch, (text: string, needle: string) => boolean> = {
  contains: (text, needle) => text.includes(needle),
  equals: (text, needle) => text === needle,
  startsWith: (text, needle) => text.startsWith(needle),
};

/**
 * The rows of `rows` (stored indices, in order) whose text in `column` contains `needle` (lower
 * case), exactly as `text.toLowerCase().includes(needle)` says (or equals it, or starts with it, as
 * `match` asks). Where the needle and a row are both ASCII, the row's UTF-8 bytes are searched where
 * the column keeps them, folding A–Z as they go, with no string built; a row with any other
 * character is decoded and lower-cased (Unicode lower case can make ASCII out of other letters: the
 * Kelvin sign becomes "k").
 */
export function rowsContaining(
  column: StringColumn,
  rows: Int32Array,
  needle: string,
  match: TextMatch = 'contains',
): Int32Array {
  const kept = new Int32Array(rows.length);
  let count = 0;
  const byText = (row: number): boolean => MATCHES[match](column.get(row).toLowerCase(), needle);
  if (!isAscii(needle)) {
    for (const row of rows) if (byText(row)) kept[count++] = row;
    return kept.slice(0, count);
  }
  const pattern = Uint8Array.from(needle, (char) => char.charCodeAt(0));
  const where = new Int32Array(3 * Math.min(BLOCK, rows.length));
  for (let start = 0; start < rows.length; start += BLOCK) {
    const block = rows.subarray(start, Math.min(rows.length, start + BLOCK));
    const chunks = column.locateUtf8(block, where);
    for (let p = 0; p < block.length; p += 1) {
      const row = block[p]!;
      const length = where[3 * p + 2]!;
      const found =
        length === -1
          ? byText(row)
          : (asciiMatches(chunks[where[3 * p]!]!, where[3 * p + 1]!, length, pattern, match) ?? byText(row));
      if (found) kept[count++] = row;
    }
  }
  return kept.slice(0, count);
}

const isAscii = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
};

/** Whether bytes[from, from+length) match `pattern` with A–Z folded; null when they are not all ASCII. */
function asciiMatches(
  bytes: Uint8Array,
  from: number,
  length: number,
  pattern: Uint8Array,
  match: TextMatch,
): boolean | null {
  const end = from + length;
  for (let i = from; i < end; i += 1) if (bytes[i]! >= 0x80) return null;
  if (match === 'equals' && length !== pattern.length) return false;
  const last = match === 'contains' ? end - pattern.length : Math.min(from, end - pattern.length);
  for (let at = from; at <= last; at += 1) {
    let j = 0;
    while (j < pattern.length && lower(bytes[at + j]!) === pattern[j]) j += 1;
    if (j === pattern.length) return true;
  }
  return false;
}

const lower = (byte: number): number => (byte >= UPPER_A && byte <= UPPER_Z ? byte + 32 : byte);
