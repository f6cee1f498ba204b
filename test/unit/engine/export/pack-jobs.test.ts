import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countLineStarts } from '../../../../electron/engine/export/file-codec';
import { pack } from '../../../../electron/engine/export/pack-jobs';
import type { PackJob } from '../../../../electron/engine/export/pack-messages';
import { makeTempDir } from '../../../support/temp-dir';

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n';
const FOOTER = '</urlset>\n';

/** Rows [firstRow, firstRow + texts.length) serialised back to back, as a measure job gives them. */
function partOf(firstRow: number, texts: readonly string[]): PackJob['parts'][number] {
  const bytes = texts.map((text) => Buffer.from(text));
  return {
    firstRow,
    bytes: new Uint8Array(Buffer.concat(bytes)),
    lengths: Uint32Array.from(bytes.map((row) => row.length)),
  };
}

const urlRow = (n: number): string => `<url><loc>https://example.com/é${n}</loc></url>\n`;

/** A pack job of rows [from, to) over `parts`, leaving out `skip`, written into a fresh folder. */
function jobOf(
  parts: PackJob['parts'],
  from: number,
  to: number,
  skip: number[],
  framing: { header: string; footer: string; marker: string; gzip: boolean },
): PackJob {
  let bytes = Buffer.byteLength(framing.header) + Buffer.byteLength(framing.footer);
  for (const part of parts)
    part.lengths.forEach((length, at) => {
      const row = part.firstRow + at;
      if (row >= from && row < to && !skip.includes(row)) bytes += length;
    });
  const path = join(makeTempDir(), 'sitemap.xml.gz');
  return { type: 'pack', parts, from, to, skip: Uint32Array.from(skip), bytes, level: -1, path, ...framing };
}

const urlset = { header: HEADER, footer: FOOTER, marker: '<url>', gzip: true };

describe('pack', () => {
  it('writes the rows it is given across parts, less those left out, and counts as many entries as a search of the file finds', () => {
    const parts = [partOf(0, [0, 1, 2, 3].map(urlRow)), partOf(4, [4, 5, 6, 7].map(urlRow))];
    const job = jobOf(parts, 1, 7, [2, 5], urlset);
    const packed = pack(job);
    const content = gunzipSync(readFileSync(job.path));
    expect(content.toString()).toBe(HEADER + [1, 3, 4, 6].map(urlRow).join('') + FOOTER);
    expect(packed.holds).toEqual({ uncompressedBytes: content.length, entries: 4 });
    expect(countLineStarts(content, '<url>')).toBe(4);
  });

  it('counts only the rows that open an entry where they were put', () => {
    // Row 1 is written but opens no <url>: the file holds one entry fewer than the rows put in it.
    const parts = [partOf(0, [urlRow(0), '<!-- no entry -->\n', urlRow(2)])];
    const job = jobOf(parts, 0, 3, [], urlset);
    expect(pack(job).holds.entries).toBe(2);
  });

  it('counts a text sitemap by its lines, each a row ending with a newline', () => {
    const text = { header: '', footer: '', marker: '', gzip: false };
    const lines = ['https://example.com/a\n', 'https://example.com/b', 'https://example.com/c\n'];
    const job = jobOf([partOf(10, lines)], 10, 13, [], text);
    const packed = pack(job);
    expect(readFileSync(job.path).toString()).toBe(lines.join(''));
    // The second row runs into the third without a newline: two lines, as a search finds.
    expect(packed.holds.entries).toBe(countLineStarts(readFileSync(job.path), ''));
    expect(packed.holds.entries).toBe(2);
  });

  it("refuses a file built with bytes that are not UTF-8, naming it and its table's row, gzipped or not", () => {
    // Rows 10-13 of a table, row 11 left out; row 12 serialised wrong: the first byte of é (C3 A9) without its second.
    const broken = { ...partOf(10, [urlRow(10), urlRow(11), urlRow(12), urlRow(13)]) };
    const third = broken.lengths[0]! + broken.lengths[1]!;
    broken.bytes = Uint8Array.from(broken.bytes);
    broken.bytes[third + 'https://example.com/'.length + '<url><loc>'.length + 1] = 0x41;
    for (const framing of [urlset, { ...urlset, gzip: false }]) {
      const job = jobOf([broken], 10, 14, [11], framing);
      expect(() => pack(job)).toThrow(
        new RegExp(
          `^${job.path.replace(/[.\\]/g, '\\$&')} was built with bytes that are not UTF-8, in row 13 of its table \\(row 2 of the 3 written to the file\\)$`,
        ),
      );
    }
    // Rows 2-5 in no part (a slice all left out, let go): row 7 is the 4th of the 6 written.
    const after = partOf(6, [6, 7, 8, 9].map(urlRow));
    after.bytes = Uint8Array.from(after.bytes);
    after.bytes[after.lengths[0]! + 'https://example.com/'.length + '<url><loc>'.length + 1] = 0x41;
    const gap = jobOf([partOf(0, [urlRow(0), urlRow(1)]), after], 0, 10, [], urlset);
    expect(() => pack(gap)).toThrow(/ in row 8 of its table \(row 4 of the 6 written to the file\)$/);
    const clean = jobOf([partOf(0, [urlRow(0), urlRow(1), urlRow(2)])], 0, 3, [], urlset);
    expect(pack(clean).holds.entries).toBe(3);
  });

  it('refuses rows that do not add up to the bytes measured', () => {
    const job = jobOf([partOf(0, [urlRow(0), urlRow(1)])], 0, 2, [], urlset);
    expect(() => pack({ ...job, bytes: job.bytes + 1 })).toThrow(/not the \d+ measured/);
  });
});
