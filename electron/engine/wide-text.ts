import type { WideEncoding } from '../../shared/problem-catalogue';

/**
 * The text of a head in UTF-16 or UTF-32 (`encoding`, as wideEncoding found it), so that what it
 * is (a sitemap, a robots.txt) can be told as for UTF-8, though it is never read past its head.
 * The byte order is the BOM's, or, without one, where the first character's zero bytes stand.
 */
export function wideText(head: Buffer, encoding: WideEncoding): string {
  return encoding === 'UTF-16' ? utf16Text(head) : utf32Text(head);
}

function utf16Text(head: Buffer): string {
  const even = head.subarray(0, head.length - (head.length % 2));
  const bigEndian = even[0] === 0xfe || even[0] === 0x00;
  return (bigEndian ? Buffer.from(even).swap16() : even).toString('utf16le');
}

function utf32Text(head: Buffer): string {
  const bigEndian = head[0] === 0x00;
  let text = '';
  for (let at = 0; at + 4 <= head.length; at += 4) {
    const code = bigEndian ? head.readUInt32BE(at) : head.readUInt32LE(at);
    text += code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
  }
  return text;
}

/**
 * True for the head of a table a spreadsheet saved in UTF-16 or UTF-32 (Excel's "Unicode text":
 * tab-separated, named .txt), whose name does not say table: its first line names a `loc` column.
 */
export function isWideTableHead(text: string): boolean {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!;
  return header.split('\t').some(
    (cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'loc',
  );
}
