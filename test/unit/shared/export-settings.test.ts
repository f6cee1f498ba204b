import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS, filesSwitched, urlsPerFile } from '../../../shared/export-settings';

describe('urlsPerFile', () => {
  const settings = (maxUrls: number, splitNewsSitemaps = true) => ({
    maxUrls,
    splitNewsSitemaps,
    format: 'xml' as const,
  });

  it("gives news sitemaps Google's 1,000 by default, and every other kind the setting", () => {
    expect(urlsPerFile(DEFAULT_EXPORT_SETTINGS, 'news')).toBe(1_000);
    for (const kind of ['page', 'image', 'video'] as const)
      expect(urlsPerFile(DEFAULT_EXPORT_SETTINGS, kind)).toBe(50_000);
    expect(urlsPerFile(settings(400), 'news')).toBe(400);
    expect(urlsPerFile(settings(50_000, false), 'news')).toBe(50_000);
  });

  // The UI probe: a text sitemap writes no news entries, yet its news tables were split at 1,000.
  it('gives a text sitemap of a news table the setting: the news limit is for the entries it does not write', () => {
    expect(urlsPerFile({ ...DEFAULT_EXPORT_SETTINGS, format: 'text' }, 'news')).toBe(50_000);
    expect(urlsPerFile({ ...settings(400), format: 'text' }, 'news')).toBe(400);
  });

  it("falls back to the protocol's limit while the setting is not a usable count (the setting has its own error)", () => {
    for (const maxUrls of [NaN, 0, -5, 2.5, 1e308])
      expect([urlsPerFile(settings(maxUrls), 'page'), urlsPerFile(settings(maxUrls), 'news')]).toEqual([50_000, 1_000]);
  });
});

describe('filesSwitched', () => {
  it("switches every file name pattern's extension with the format and compression", () => {
    const settings = {
      fileNamePattern: 'sitemap-{table}-{n}.xml.gz',
      tableFileNamePatterns: { a: 'news-{n}.XML', b: 'p{n}.sm' },
    };
    expect(filesSwitched(settings, { format: 'xml', gzip: false })).toEqual({
      format: 'xml',
      gzip: false,
      fileNamePattern: 'sitemap-{table}-{n}.xml',
      tableFileNamePatterns: { a: 'news-{n}.xml', b: 'p{n}.sm' },
    });
    expect(filesSwitched(settings, { format: 'text', gzip: true })).toEqual({
      format: 'text',
      gzip: true,
      fileNamePattern: 'sitemap-{table}-{n}.txt.gz',
      tableFileNamePatterns: { a: 'news-{n}.txt.gz', b: 'p{n}.sm.gz' },
    });
    // The preferences' defaults have no table patterns: none are made.
    expect(filesSwitched({ fileNamePattern: 'x-{n}.txt' }, { format: 'xml', gzip: true })).toEqual({
      format: 'xml',
      gzip: true,
      fileNamePattern: 'x-{n}.xml.gz',
    });
  });
});
