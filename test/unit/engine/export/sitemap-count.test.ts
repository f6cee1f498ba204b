import { describe, expect, it } from 'vitest';
import { ExportBuildError, nameSitemap } from '../../../../electron/engine/export/build-export';
import { parseBaseUrl } from '../../../../shared/validation/base-url';

const parsed = parseBaseUrl('https://www.example.com/sitemaps/');
if (!parsed.ok) throw new Error('the test base URL does not parse');
const base = parsed.base;

/** What naming throws, or null when it names. */
function refusal(name: () => string): ExportBuildError | null {
  try {
    name();
    return null;
  } catch (error) {
    if (error instanceof ExportBuildError) return error;
    throw error;
  }
}

describe('naming an export’s sitemaps, counted over all its tables', () => {
  it('names up to what an index lists, and refuses the one past it with what the export needs at least', () => {
    const sitemapsNamed = { count: 49_998 };
    const options = { base, sitemapsNamed };
    expect(nameSitemap(options, 'sitemap-pages-49999.xml.gz', 'pages')).toBe('sitemap-pages-49999.xml.gz');
    // Another table's file counts with the first's.
    expect(nameSitemap(options, 'sitemap-news-1.xml.gz', 'news')).toBe('sitemap-news-1.xml.gz');
    expect(sitemapsNamed.count).toBe(50_000);
    const refused = refusal(() => nameSitemap(options, 'sitemap-news-2.xml.gz', 'news'));
    expect(refused?.found).toMatchObject({ code: 'too-many-sitemaps' });
    expect(refused?.message).toContain('needs at least 50,001 sitemaps');
    expect(sitemapsNamed.count).toBe(50_000);
  });

  it('refuses a sitemap whose URL is too long before it is counted', () => {
    const sitemapsNamed = { count: 0 };
    const refused = refusal(() => nameSitemap({ base, sitemapsNamed }, `${'x'.repeat(2_100)}.xml`, 'pages'));
    expect(refused?.found).toMatchObject({ code: 'sitemap-url-too-long' });
    expect(sitemapsNamed.count).toBe(0);
  });

  it('counts nothing for a caller that keeps no count', () => {
    expect(nameSitemap({ base }, 'sitemap-pages-1.xml.gz', 'pages')).toBe('sitemap-pages-1.xml.gz');
  });
});
