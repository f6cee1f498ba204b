import { describe, expect, it } from 'vitest';
import {
  EntryPacker,
  EntryTooLargeError,
  writeText,
  type PackedFile,
} from '../../../../electron/engine/export/entry-packer';
import type { FileFormat } from '../../../../electron/engine/export/file-format';

/** A header that grows with the namespaces used, like a urlset's. */
const FORMAT: FileFormat = { header: (ns) => `<r${ns ? ` ns="${ns}"` : ''}>\n`, footer: '</r>\n' };

function pack(entries: (string | [string, number])[], maxBytes: number, maxEntries = 1000): PackedFile[] {
  const files: PackedFile[] = [];
  const packer = new EntryPacker(FORMAT, { maxBytes, maxEntries }, (file) =>
    files.push({ ...file, bytes: Buffer.from(file.bytes) }),
  );
  for (const entry of entries) {
    if (typeof entry === 'string') packer.add(entry, writeText);
    else packer.add(entry[0], (out, text) => writeText(out, text) | entry[1]);
  }
  packer.finish();
  return files;
}

const text = (file: PackedFile): string => file.bytes.toString('utf8');

describe('EntryPacker', () => {
  it('writes header, entries and footer, byte for byte', () => {
    const [file] = pack(['<e>a</e>\n', '<e>b</e>\n'], 100);
    expect(text(file!)).toBe('<r>\n<e>a</e>\n<e>b</e>\n</r>\n');
    expect(file).toMatchObject({ first: 0, count: 2, namespaces: 0 });
  });

  it('fills a file to exactly the limit, and starts a new one one byte before it would be crossed', () => {
    // header 4 + footer 5 = 9 bytes; entries of 10 bytes.
    const entry = '<e>12345\n';
    expect(Buffer.byteLength(entry)).toBe(9);
    const exact = pack([entry, entry, entry], 9 + 27);
    expect(exact.map((file) => file.bytes.length)).toEqual([36]);
    const oneShort = pack([entry, entry, entry], 9 + 27 - 1);
    expect(oneShort.map((file) => file.bytes.length)).toEqual([27, 18]);
    expect(oneShort.map((file) => [file.first, file.count])).toEqual([
      [0, 2],
      [2, 1],
    ]);
  });

  it('counts UTF-8 bytes, not characters, even when a character straddles the limit', () => {
    const wide = '<e>€€€</e>\n'; // 3 + 9 + 5 = 17 bytes, 11 characters
    expect(Buffer.byteLength(wide)).toBe(17);
    for (let limit = 9 + 17; limit < 9 + 34 + 3; limit++) {
      const files = pack([wide, wide], limit);
      for (const file of files) expect(file.bytes.length).toBeLessThanOrEqual(limit);
      expect(files.reduce((sum, file) => sum + file.count, 0)).toBe(2);
      expect(files).toHaveLength(limit >= 9 + 34 ? 1 : 2);
    }
  });

  it('accounts for the namespace declarations an entry adds to the header', () => {
    const plain = '<e>1234\n'; // 8 bytes
    const extended: [string, number] = ['<e>5678\n', 3]; // header becomes '<r ns="3">\n' (11 bytes)
    // Fits with the plain header (4 + 8 + 8 + 5 = 25) but not with the wider one (11 + 16 + 5 = 32).
    const files = pack([plain, extended], 31);
    expect(files.map(text)).toEqual(['<r>\n<e>1234\n</r>\n', '<r ns="3">\n<e>5678\n</r>\n']);
    expect(pack([plain, extended], 32).map(text)).toEqual(['<r ns="3">\n<e>1234\n<e>5678\n</r>\n']);
  });

  it('rolls over at the entry limit', () => {
    const files = pack(['a\n', 'b\n', 'c\n', 'd\n', 'e\n'], 1000, 2);
    expect(files.map((file) => file.count)).toEqual([2, 2, 1]);
    expect(files.map((file) => file.first)).toEqual([0, 2, 4]);
  });

  it('refuses an entry that cannot fit in an empty file, naming it', () => {
    expect(() => pack(['ok\n', 'x'.repeat(100)], 50)).toThrowError(EntryTooLargeError);
    try {
      pack(['ok\n', 'x'.repeat(100)], 50);
    } catch (error) {
      expect(error).toMatchObject({ entry: 1, bytes: 109, limit: 50 });
    }
  });

  it('writes nothing for no entries', () => {
    expect(pack([], 100)).toEqual([]);
  });
});
