import { describe, expect, it } from 'vitest';
import { compactRowsBetween } from '../../../../electron/engine/project/compact-columns';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { compactRow } from '../../../../shared/project-json';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

describe('rows recorded straight from columns', () => {
  it('are the JSON compactRow makes of each row, every field and extension, present or left out', () => {
    const rows: UrlRow[] = [
      fullRow(1),
      emptyRow('https://example.com/bare'),
      { ...emptyRow('https://example.com/é\uD800'), lastmod: '2026-01-05T10:00:00-00:00', priority: '0.50' },
      { ...emptyRow('https://example.com/x'), changefreq: ' Weekly ', extra: ['<x:y xmlns:x="urn:x"/>'] },
      { ...fullRow(2), images: [], news: null, lastmod: 'yesterday' },
      { ...emptyRow(''), alternates: [{ rel: 'alternate', hreflang: 'nl', href: 'https://example.com/nl' }] },
    ];
    const table = UrlColumns.fromRows(rows);
    const expected = JSON.stringify(table.rowsBetween(0, rows.length).map(compactRow));
    expect(JSON.stringify(compactRowsBetween(table, 0, rows.length))).toBe(expected);
    expect(JSON.stringify(compactRowsBetween(table, 2, 4))).toBe(JSON.stringify(rows.slice(2, 4).map(compactRow)));
  });
});
