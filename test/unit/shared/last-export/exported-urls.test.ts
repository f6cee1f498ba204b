import { describe, expect, it } from 'vitest';
import { exportedUrl } from '../../../../shared/last-export/exported-urls';
import { emptyRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

describe('a row as an export remembers it', () => {
  // Hashes projects already hold: a row must hash as it always has, or a dry run finds every URL changed.
  it('hashes each field as the releases before did, empty fields and lists included', () => {
    const row = { ...emptyRow('https://example.com/a'), lastmod: '2026-01-05', priority: '0.8' };
    expect(exportedUrl(row)).toEqual({
      loc: 'https://example.com/a',
      hashes: '054e205777074ba40f5a1749741638a5741638a5741638a577074ba4741638a5',
    });
    expect(exportedUrl(fullRow(3)).hashes).toBe('cf1ca0286968b5c40f5a17490e617468df1f6b1c2e77861c7c191c08741638a5');
  });

  // Strings JSON writes as they are are hashed without their text; the rest as JSON escapes them, as before.
  it('hashes a string field as its JSON text, escapes and surrogates included', () => {
    const pinned: [string, string][] = [
      ['2026-01-05T10:00:00+00:00', '55147a8d'],
      ['say "hi"', '3ba2254b'],
      ['back\\slash', '7e58017f'],
      ['tab\there', '5dbf4a88'],
      ['pair \u{1F600} ok', '03d56f1a'],
      ['lone \ud800 high', '8541953e'],
      ['lone \udc00 low', '333f2357'],
      ['é ü ß', '2a6e2c6d'],
      ['', 'ffcaaa85'],
      ['del\u007f', 'b1e98d97'],
    ];
    for (const [text, hash] of pinned) {
      const { hashes } = exportedUrl({ ...emptyRow('https://example.com/x'), lastmod: text, changefreq: text });
      expect(hashes.slice(0, 8)).toBe(hash);
      expect(hashes.slice(8, 16)).toBe(hash);
    }
  });
});
