import { describe, expect, it } from 'vitest';
import { suggestedName } from '../../../../renderer/src/import/import-adding';
import type { ReceivedFile } from '../../../../shared/import-types';

/** A file read from `location` that gave `urlCount` URLs and listed no sitemaps. */
const read = (location: string, urlCount: number) =>
  ({ summary: { location, urlCount }, sitemaps: [] }) as unknown as ReceivedFile;

describe('the name suggested for one table of everything read', () => {
  // The UI probe: empty.xml chosen first named the table "empty", though it gave nothing.
  it('is the first file chosen that gave URLs, not one that gave none', () => {
    const sources = [
      { kind: 'file' as const, location: '/data/empty.xml' },
      { kind: 'file' as const, location: '/data/products.xml' },
    ];
    expect(suggestedName(sources, [read('/data/empty.xml', 0), read('/data/products.xml', 120)])).toBe('products');
  });

  it('is the first file chosen when none gave URLs, and a folder by its own name', () => {
    const files = [read('/data/empty.xml', 0)];
    expect(suggestedName([{ kind: 'file', location: '/data/empty.xml' }], files)).toBe('empty');
    const folder = [{ kind: 'folder' as const, location: '/data/site' }];
    expect(suggestedName(folder, [read('/data/site/a.xml', 3)])).toBe('site');
  });
});
