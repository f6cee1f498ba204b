import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { suggestedBaseUrl } from '../../../shared/suggested-base-url';
import { emptyRow } from '../../../shared/url-table';

const table = (...locs: string[]) => ({ rows: UrlColumns.fromRows(locs.map((loc) => emptyRow(loc))) });

describe('the base URL an export suggests', () => {
  it('is the origin most locs share, over every table', () => {
    const shop = table('https://shop.example.com/a', 'https://shop.example.com/b?x=1', 'https://blog.example.com/p');
    const more = table('https://shop.example.com/c', 'http://shop.example.com/d');
    expect(suggestedBaseUrl([shop, more])).toBe('https://shop.example.com/');
  });

  it('keeps a port, and says nothing where no loc is an http(s) URL', () => {
    expect(suggestedBaseUrl([table('http://localhost:1313/en/', '/about')])).toBe('http://localhost:1313/');
    expect(suggestedBaseUrl([table('/about', 'ftp://example.com/', '{{ url }}')])).toBe('');
    expect(suggestedBaseUrl([])).toBe('');
  });

  it('looks at a sample spread over a large table', () => {
    const locs = Array.from({ length: 100_000 }, (_, n) => `https://${n < 30_000 ? 'old' : 'www'}.example.com/${n}`);
    expect(suggestedBaseUrl([table(...locs)])).toBe('https://www.example.com/');
  });
});
