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
});
