import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS, urlsPerFile } from '../../../shared/export-settings';

describe('urlsPerFile', () => {
  const settings = (maxUrls: number, splitNewsSitemaps = true) => ({ maxUrls, splitNewsSitemaps });

  it("gives news sitemaps Google's 1,000 by default, and every other kind the setting", () => {
    expect(urlsPerFile(DEFAULT_EXPORT_SETTINGS, 'news')).toBe(1_000);
    for (const kind of ['page', 'image', 'video'] as const)
      expect(urlsPerFile(DEFAULT_EXPORT_SETTINGS, kind)).toBe(50_000);
    expect(urlsPerFile(settings(400), 'news')).toBe(400);
    expect(urlsPerFile(settings(50_000, false), 'news')).toBe(50_000);
  });

  it("falls back to the protocol's limit while the setting is not a usable count (the setting has its own error)", () => {
    for (const maxUrls of [NaN, 0, -5, 2.5, 1e308])
      expect([urlsPerFile(settings(maxUrls), 'page'), urlsPerFile(settings(maxUrls), 'news')]).toEqual([50_000, 1_000]);
  });
});
