import { describe, expect, it } from 'vitest';
import { checkExtensions } from '../../../../shared/validation/extension-rules';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow, fullVideo } from '../../../support/full-row';

const row = (change: Partial<UrlRow>): UrlRow => ({ ...emptyRow('https://example.com/'), ...change });
const codes = (value: UrlRow): string[] => checkExtensions(value).map((found) => found.code);
const image = (loc: string) => ({ loc, caption: null, geo_location: null, title: null, license: null, extra: [] });

describe('checkExtensions', () => {
  it('finds nothing to say about a row without extensions', () => {
    expect(checkExtensions(emptyRow('https://example.com/'))).toEqual([]);
  });

  it('only warns about deprecated fields on a complete, valid row', () => {
    const found = checkExtensions(fullRow(1));
    expect(found.every((item) => item.severity === 'warning')).toBe(true);
    expect(found.map((item) => item.code).sort()).toEqual([
      'image-field-deprecated',
      'news-field-deprecated',
      'video-field-deprecated',
    ]);
    expect(found.find((item) => item.code === 'video-field-deprecated')!.message).toBe(
      'Video 1 has video:category, video:gallery_loc, video:price, player_loc allow_embed, player_loc autoplay, which Google no longer uses.',
    );
  });

  it('requires image:loc, absolute, and at most 1,000 images', () => {
    expect(checkExtensions(row({ images: [image('')] }))).toEqual([
      {
        field: 'images',
        severity: 'error',
        code: 'image-loc-missing',
        message: 'Image 1 has no image:loc.',
        item: 0,
        keys: ['loc'],
      },
    ]);
    expect(codes(row({ images: [image('/img.jpg')] }))).toEqual(['image-loc-not-absolute']);
    expect(
      codes(row({ images: Array.from({ length: 1000 }, (_, i) => image(`https://example.com/${i}.jpg`)) })),
    ).toEqual([]);
    expect(
      codes(row({ images: Array.from({ length: 1001 }, (_, i) => image(`https://example.com/${i}.jpg`)) })),
    ).toEqual(['images-too-many']);
  });

  it("checks a video's required fields and Google's limits", () => {
    const base = { ...fullVideo(1), category: null, gallery_loc: null, price: [], player_loc: null };
    expect(codes(row({ videos: [base] }))).toEqual([]);
    expect(
      checkExtensions(row({ videos: [{ ...base, thumbnail_loc: null, title: '', content_loc: null }] }))[0]!.message,
    ).toBe('Video 1 needs video:thumbnail_loc, video:title, video:content_loc or player_loc.');
    const wrong = {
      ...base,
      duration: '28801',
      rating: '5.5',
      view_count: 'many',
      publication_date: '2024-13-01',
      live: 'maybe',
      description: 'd'.repeat(2049),
    };
    expect(codes(row({ videos: [wrong] }))).toEqual([
      'video-description-long',
      'video-duration-invalid',
      'video-rating-invalid',
      'video-view-count-invalid',
      'video-date-invalid',
      'video-yes-no-invalid',
    ]);
    expect(
      codes(row({ videos: [{ ...base, restriction: { value: 'Ireland', attributes: { relationship: 'maybe' } } }] })),
    ).toEqual(['video-restriction-invalid', 'video-relationship-invalid']);
    expect(
      codes(row({ videos: [{ ...base, platform: { value: 'web desktop', attributes: { relationship: 'allow' } } }] })),
    ).toEqual(['video-platform-invalid']);
    expect(codes(row({ videos: [{ ...base, tag: Array.from({ length: 33 }, (_, i) => `t${i}`) }] }))).toEqual([
      'video-tags-too-many',
    ]);
  });

  it('requires the news fields Google reads', () => {
    const news = { ...fullRow(1).news!, access: null, genres: null, keywords: null, stock_tickers: null };
    expect(codes(row({ news }))).toEqual([]);
    expect(checkExtensions(row({ news: { ...news, publication_name: null, title: null } }))[0]!.message).toBe(
      'The news entry needs news:publication name, news:title.',
    );
    expect(codes(row({ news: { ...news, publication_language: 'english' } }))).toEqual(['news-language-invalid']);
    expect(codes(row({ news: { ...news, publication_language: 'zh-tw' } }))).toEqual([]);
  });

  it('checks hreflang codes, rel and absolute hrefs of alternates', () => {
    const link = (
      hreflang: string | null,
      href: string | null = 'https://example.com/x',
      rel: string | null = 'alternate',
    ) => ({ rel, hreflang, href });
    expect(
      codes(row({ alternates: ['en', 'de-CH', 'zh-Hant-TW', 'es-419', 'x-default'].map((code) => link(code)) })),
    ).toEqual([]);
    expect(
      codes(
        row({
          alternates: [
            link('english'),
            link('en_US'),
            link(null),
            link('fr', '/fr/'),
            link('fr', null),
            link('fr', 'https://e.com', 'canonical'),
          ],
        }),
      ),
    ).toEqual([
      'alternate-hreflang-invalid',
      'alternate-hreflang-invalid',
      'alternate-hreflang-missing',
      'alternate-href-not-absolute',
      'alternate-href-missing',
      'alternate-rel-invalid',
    ]);
  });

  it('says which entry and which of its fields each problem is about, for the row details panel', () => {
    const where = (value: UrlRow) =>
      checkExtensions(value).map((found) => `${found.code} ${found.item ?? '-'} ${(found.keys ?? []).join(',')}`);
    expect(where(row({ images: Array.from({ length: 1001 }, () => image('https://e.com/a.jpg')) }))).toEqual([
      'images-too-many - ',
    ]);
    expect(
      where(row({ images: [image('https://e.com/a.jpg'), { ...image('x'), caption: 'c', license: 'l' }] })),
    ).toEqual(['image-loc-not-absolute 1 loc', 'image-field-deprecated 1 caption,license']);
    const video = { ...fullVideo(1), category: null, gallery_loc: null, price: [], player_loc: null };
    expect(
      where(row({ videos: [video, { ...video, title: null, content_loc: null, duration: '0', live: 'maybe' }] })),
    ).toEqual([
      'video-required-missing 1 title,content_loc,player_loc',
      'video-duration-invalid 1 duration',
      'video-yes-no-invalid 1 live',
    ]);
    const tvshow = {
      show_title: 'Show',
      video_type: null,
      episode_title: null,
      season_number: null,
      episode_number: null,
      premier_date: null,
    };
    expect(where(row({ videos: [{ ...video, tvshow, gallery_loc: fullVideo(1).gallery_loc }] }))).toEqual([
      'video-field-deprecated 0 gallery_loc,tvshow',
    ]);
    const news = { ...fullRow(1).news!, access: null, genres: null, keywords: null, stock_tickers: null };
    expect(where(row({ news: { ...news, title: null, publication_language: 'english' } }))).toEqual([
      'news-required-missing 0 title',
      'news-language-invalid 0 publication_language',
    ]);
    const alternates = [
      { rel: 'alternate', hreflang: 'de', href: 'https://e.com/de' },
      { rel: 'alternate', hreflang: 'xx-yy-zz', href: null },
    ];
    expect(where(row({ alternates }))).toEqual([
      'alternate-hreflang-invalid 1 hreflang',
      'alternate-href-missing 1 href',
    ]);
  });
});
