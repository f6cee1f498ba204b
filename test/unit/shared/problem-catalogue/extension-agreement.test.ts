import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../shared/problem-catalogue';
import { emptyRow } from '../../../../shared/url-table';
import { checkExtensions } from '../../../../shared/validation/extension-rules';
import { fullRow, fullVideo } from '../../../support/full-row';

/**
 * The extension rules still word their own messages (their field tables are another step of #12);
 * until they report through the catalogue, their severities and fields must agree with it.
 */
describe('the extension rules and the catalogue', () => {
  it('agree on the severity and field of every extension problem', () => {
    const row = fullRow(1);
    row.images = [
      { loc: '', caption: 'old', geo_location: null, title: null, license: null, extra: [] },
      { loc: '/x.jpg', caption: null, geo_location: null, title: null, license: null, extra: [] },
    ];
    const video = fullVideo(1);
    Object.assign(video, {
      thumbnail_loc: '/t.jpg',
      title: 'x'.repeat(101),
      description: 'd'.repeat(2049),
      duration: '0',
      rating: '9',
      view_count: 'many',
      publication_date: 'May',
      live: 'maybe',
      tag: Array.from({ length: 33 }, (_, i) => `t${i}`),
      restriction: { value: 'Germany', attributes: { relationship: 'maybe' } },
      platform: { value: 'console', attributes: {} },
      uploader: { value: 'u'.repeat(256), attributes: {} },
    });
    row.videos = [video, { ...fullVideo(2), title: null }];
    row.news = { ...row.news!, publication_language: 'english', publication_date: 'yesterday', title: null };
    row.alternates = [
      { rel: null, hreflang: null, href: null },
      { rel: 'alternate', hreflang: 'english', href: '/de/' },
    ];
    const found = checkExtensions(row, Date.UTC(2026, 10, 21, 12));
    expect(new Set(found.map((item) => item.code)).size).toBeGreaterThan(20);
    for (const item of found) {
      expect([item.severity, item.field], item.code).toEqual([
        CATALOGUE[item.code].severity,
        CATALOGUE[item.code].field,
      ]);
    }
    const old = checkExtensions({ ...emptyRow('https://example.com/'), news: fullRow(1).news }, Date.UTC(2030, 0, 1));
    expect(old.map((item) => [item.code, item.severity])).toContainEqual(['news-too-old', 'warning']);
  });
});
