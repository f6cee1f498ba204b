import { describe, expect, it } from 'vitest';
import { changesSinceExport, exportedUrl } from '../../../../shared/last-export/exported-urls';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({
  ...emptyRow(`https://example.com/${loc}`),
  ...fields,
});

describe('changes since the last export', () => {
  it('remembers a URL as its loc and a hash of each field', () => {
    const remembered = exportedUrl(row('a', { lastmod: '2026-01-01' }));
    expect(remembered.loc).toBe('https://example.com/a');
    expect(remembered.hashes).toMatch(/^[0-9a-f]{64}$/);
    expect(exportedUrl(row('a', { lastmod: '2026-01-01' }))).toEqual(remembered);
  });

  it('finds URLs added, removed and changed, field by field, and nothing for the same rows', () => {
    const before = [row('a', { lastmod: '2026-01-01' }), row('b'), row('c', { priority: '0.5' })];
    const last = before.map(exportedUrl);
    expect(changesSinceExport(last, before)).toEqual({ added: [], removed: [], changed: [] });
    const now = [
      row('a', {
        lastmod: '2026-02-01',
        images: [
          {
            loc: 'https://example.com/a.png',
            caption: null,
            geo_location: null,
            title: null,
            license: null,
            extra: [],
          },
        ],
      }),
      row('c', { priority: '0.5' }),
      row('d'),
      row('a', { lastmod: '1999-01-01' }),
    ];
    expect(changesSinceExport(last, now)).toEqual({
      added: ['https://example.com/d'],
      removed: ['https://example.com/b'],
      changed: [{ loc: 'https://example.com/a', fields: ['lastmod', 'images'] }],
    });
  });
});
