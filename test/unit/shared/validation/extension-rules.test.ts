import { describe, expect, it } from 'vitest';
import { checkExtensions } from '../../../../shared/validation/extension-rules';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow, fullVideo } from '../../../support/full-row';

const row = (change: Partial<UrlRow>): UrlRow => ({ ...emptyRow('https://example.com/'), ...change });
/** The clock the rules are given: the day after fullRow's news was published. */
const NOW = Date.UTC(2026, 10, 21, 12);
const codes = (value: UrlRow, now = NOW): string[] => checkExtensions(value, now).map((found) => found.code);
const image = (loc: string) => ({ loc, caption: null, geo_location: null, title: null, license: null, extra: [] });

describe('checkExtensions', () => {
  it('finds nothing to say about a row without extensions', () => {
    expect(checkExtensions(emptyRow('https://example.com/'), NOW)).toEqual([]);
  });

  it('only warns about deprecated fields on a complete, valid row', () => {
    const found = checkExtensions(fullRow(1), NOW);
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

  it('finds a field filled in beside its element kept as raw XML: the export would write it twice', () => {
    const video = fullVideo(1);
    const kept = `<video:title xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xml:lang="fr">Titre</video:title>`;
    const other = `<video:title xmlns:video="http://example.com/not-video" xml:lang="fr">x</video:title>`;
    const found = (title: string | null, extra: string[]) =>
      checkExtensions(row({ videos: [{ ...video, title: title as string, extra }] }), NOW).filter(
        (item) => item.code === 'video-field-twice',
      );
    expect(found('Title', [kept]).map((item) => item.message)).toEqual([
      'Video 1 has video:title filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
    ]);
    expect(found(null, [kept])).toEqual([]);
    expect(found('Title', [other])).toEqual([]);
    // A field that may repeat has kept elements beside its values, as the schema allows (the review).
    const keptTag = `<video:tag xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xml:lang="de">a</video:tag>`;
    expect(
      checkExtensions(row({ videos: [{ ...video, tag: ['b'], extra: [keptTag] }] }), NOW).map((item) => item.code),
    ).not.toContain('video-field-twice');
    // A container kept whole holds its fields: a name given too would be a second publication (the review).
    const keptPublication = `<news:publication xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" foo="x"><news:name>P</news:name></news:publication>`;
    const container = checkExtensions(row({ news: { ...fullRow(1).news!, extra: [keptPublication] } }), NOW);
    expect(container.find((item) => item.code === 'news-field-twice')?.params).toEqual([
      { n: 1, names: ['news:publication name', 'news:publication language'] },
    ]);
    const news = `<news:name xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xml:lang="x">Pub</news:name>`;
    const withNews = checkExtensions(row({ news: { ...fullRow(1).news!, extra: [news] } }), NOW);
    expect(withNews.find((item) => item.code === 'news-field-twice')?.message).toBe(
      'The news entry has news:publication name filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
    );
  });

  it('requires image:loc, absolute, and at most 1,000 images', () => {
    expect(checkExtensions(row({ images: [image('')] }), NOW)).toMatchObject([
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
      checkExtensions(row({ videos: [{ ...base, thumbnail_loc: null, title: '', content_loc: null }] }), NOW)[0]!
        .message,
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
    // the schema requires relationship on both; without it the file fails it
    const missing = checkExtensions(
      row({
        videos: [
          { ...base, restriction: { value: 'US CA', attributes: { relationship: null } } },
          { ...base, platform: { value: 'web', attributes: { relationship: '' } } },
        ],
      }),
      NOW,
    ).map(({ code, message }) => [code, message]);
    expect(missing).toEqual([
      [
        'video-relationship-missing',
        'Video 1: video:restriction needs relationship="allow" or "deny", which the schema requires: choose one in Row details.',
      ],
      [
        'video-relationship-missing',
        'Video 2: video:platform needs relationship="allow" or "deny", which the schema requires: choose one in Row details.',
      ],
    ]);
    expect(codes(row({ videos: [{ ...base, tag: Array.from({ length: 33 }, (_, i) => `t${i}`) }] }))).toEqual([
      'video-tags-too-many',
    ]);
  });

  it('words an empty restriction or platform, which the schema takes, by its relationship, and never refuses it', () => {
    const base = { ...fullVideo(1), category: null, gallery_loc: null, price: [], player_loc: null };
    const found = checkExtensions(
      row({
        videos: [
          { ...base, restriction: { value: '', attributes: { relationship: 'allow' } } },
          { ...base, platform: { value: '', attributes: { relationship: 'deny' } } },
          { ...base, restriction: { value: '', attributes: { relationship: null } } },
        ],
      }),
      NOW,
    ).map(({ code, severity, message }) => [code, severity, message]);
    expect(found).toEqual([
      [
        'video-list-empty',
        'warning',
        "Video 1's restriction allows nothing, so search engines show the video nowhere: list what it allows, or remove video:restriction.",
      ],
      [
        'video-list-empty',
        'info',
        "Video 2's platform denies nothing, so it changes nothing: remove video:platform, or list what it denies.",
      ],
      [
        'video-list-empty',
        'warning',
        "Video 3's restriction lists nothing: as an allow list it shows the video nowhere, as a deny list it changes nothing. List what you mean, or remove video:restriction.",
      ],
      [
        'video-relationship-missing',
        'error',
        'Video 3: video:restriction needs relationship="allow" or "deny", which the schema requires: choose one in Row details.',
      ],
    ]);
    // Spaces alone the schema refuses (its pattern has no room for them): an error, as before.
    expect(
      codes(row({ videos: [{ ...base, platform: { value: ' ', attributes: { relationship: 'allow' } } }] })),
    ).toEqual(['video-platform-invalid']);
  });

  it("warns of a restriction's codes that are no country, with the list meant when each is a known mistake", () => {
    const base = { ...fullVideo(1), category: null, gallery_loc: null, price: [], player_loc: null };
    const restricted = (value: string) =>
      checkExtensions(
        row({ videos: [{ ...base, restriction: { value, attributes: { relationship: 'allow' } } }] }),
        NOW,
      ).map(({ code, message }) => `${code}: ${message}`);
    expect(restricted('US GB IE')).toEqual([]);
    // The list meant is in the schema's form, each code once: no note proposing "UK IE UK" beside it.
    expect(restricted('UK IE uk GB')).toEqual([
      'video-country-unknown: Video 1\'s restriction "UK IE uk GB" lists codes ISO 3166-1 gives to no country (UK), which search engines cannot apply: did you mean "GB IE"?',
    ]);
    // With no list to propose, the schema's form is still noted.
    expect(restricted('xx us uk')).toEqual([
      'video-country-unknown: Video 1\'s restriction "xx us uk" lists codes ISO 3166-1 gives to no country (XX, UK), which search engines cannot apply.',
      'video-schema-form: Video 1\'s restriction "xx us uk" is read by Google, but the video schema (sitemap-video.xsd) takes it only as "XX US UK", so strict validators refuse it.',
    ]);
  });

  it('requires the news fields Google reads', () => {
    const news = { ...fullRow(1).news!, access: null, genres: null, keywords: null, stock_tickers: null };
    expect(codes(row({ news }))).toEqual([]);
    expect(checkExtensions(row({ news: { ...news, publication_name: null, title: null } }), NOW)[0]!.message).toBe(
      'The news entry needs news:publication name, news:title.',
    );
    expect(codes(row({ news: { ...news, publication_language: 'english' } }))).toEqual(['news-language-invalid']);
    expect(codes(row({ news: { ...news, publication_language: 'zh-tw' } }))).toEqual([]);
  });

  it('warns about a news article published more than two days before now, saying when', () => {
    const news = { ...fullRow(1).news!, access: null, genres: null, keywords: null, stock_tickers: null };
    const published = (publication_date: string) => row({ news: { ...news, publication_date } });
    expect(checkExtensions(published('2026-11-19T11:59:00Z'), NOW)).toMatchObject([
      {
        field: 'news',
        severity: 'warning',
        code: 'news-too-old',
        message:
          "This article was published 2026-11-19T11:59:00Z, more than two days ago; Google News reads only articles of the last two days. Remove it from the news sitemap (it stays in Google's index).",
        item: 0,
        keys: ['publication_date'],
      },
    ]);
    // Exactly two days old is still in; the same time in another zone is the same instant.
    expect(codes(published('2026-11-19T12:00:00Z'))).toEqual([]);
    expect(codes(published('2026-11-19T13:59:00+02:00'))).toEqual(['news-too-old']);
    // A date alone is old only once it is over everywhere on Earth (the last zone is UTC−12).
    expect(codes(published('2026-11-19'))).toEqual([]);
    expect(codes(published('2026-11-18'))).toEqual(['news-too-old']);
    expect(codes(published('2026-11-19'), Date.UTC(2026, 10, 22, 12))).toEqual(['news-too-old']);
    // The clock decides, not the date: the same entry a day earlier is fresh.
    expect(codes(published('2026-11-18'), Date.UTC(2026, 10, 20, 12))).toEqual([]);
    // A date that is not one has its own error, and no guess at its age.
    expect(codes(published('19 November 2026'))).toEqual(['news-date-invalid']);
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
            link('it', `https://e.com/${'x'.repeat(2_048 - 15)}`),
            link('es', `https://e.com/${'x'.repeat(2_048 - 14)}`),
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
      // 2,047 characters may be a loc; 2,048 may not (loc-too-long).
      'alternate-href-too-long',
    ]);
  });

  it('finds half of a UTF-16 pair in any text an entry writes: a field, an attribute, a list, kept raw XML', () => {
    const where = (value: UrlRow) =>
      checkExtensions(value, NOW)
        .filter((found) => found.severity === 'error')
        .map((found) => `${found.code} ${found.item} ${(found.keys ?? []).join(',')}: ${found.message}`);
    const lone = 'half \uD800 of a pair';
    const video = fullVideo(1);
    expect(
      where({
        ...fullRow(1),
        images: [fullRow(1).images[0]!, { ...image('https://e.com/a.jpg'), title: lone, extra: [`<x>${lone}</x>`] }],
        videos: [
          { ...video, tag: ['a', lone], uploader: { value: 'u', attributes: { info: `https://e.com/${lone}` } } },
        ],
        news: { ...fullRow(1).news!, title: lone },
        alternates: [{ rel: 'alternate', hreflang: 'de', href: 'https://example.com/de/\uDFFF' }],
      }),
    ).toEqual([
      "image-broken-character 1 title: Image 2's title contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
      "image-broken-character 1 extra: Image 2's extra contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
      "video-broken-character 0 tag: Video 1's tag contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
      "video-broken-character 0 uploader: Video 1's uploader contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
      "news-broken-character 0 title: The news entry's title contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
      "alternate-broken-character 0 href: Alternate 1's href contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
    ]);
    // A whole pair (an emoji) is any other character.
    expect(where({ ...fullRow(1), news: { ...fullRow(1).news!, title: 'ok \uD83D\uDE00' } })).toEqual([]);
  });

  // The probe: U+0001 in a caption was exported, and the file was no XML (xmllint: "PCDATA invalid Char value 1").
  it('finds a control character XML cannot hold in any text an entry writes, but not tab, line feed or CR', () => {
    const codes = (value: UrlRow) =>
      checkExtensions(value, NOW)
        .filter((found) => found.severity === 'error')
        .map((found) => `${found.code} ${found.item} ${(found.keys ?? []).join(',')}`);
    const withTitle = (title: string): UrlRow => ({
      ...fullRow(1),
      images: [{ ...image('https://e.com/a.jpg'), title }],
    });
    for (const control of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001f', '\ufffe', '\uffff'])
      expect(codes(withTitle(`a${control}b`)), control).toEqual(['image-broken-character 0 title']);
    for (const allowed of ['\t', '\n', '\r', '\u007f', '\u0085', '\ufffd'])
      expect(codes(withTitle(`a${allowed}b`)), allowed).toEqual([]);
    const video = fullVideo(1);
    expect(codes({ ...fullRow(1), videos: [{ ...video, tag: ['a', 'b\u0002'] }] })).toEqual([
      'video-broken-character 0 tag',
    ]);
  });

  it('refuses U+FFFD in any URL an entry links to (a character lost in decoding), and lets texts keep it', () => {
    const where = (value: UrlRow) =>
      checkExtensions(value, NOW)
        .filter((found) => found.severity === 'error')
        .map((found) => `${found.code} ${found.item} ${(found.keys ?? []).join(',')}: ${found.message}`);
    const video = fullVideo(1);
    const lost = 'https://example.com/caf\uFFFD';
    expect(
      where({
        ...fullRow(1),
        images: [{ ...image(`${lost}.jpg`), caption: 'caf\uFFFD' }],
        videos: [
          {
            ...video,
            player_loc: { value: `${lost}/player`, attributes: { allow_embed: 'yes', autoplay: null } },
            uploader: { value: 'Caf\uFFFD', attributes: { info: `${lost}/about` } },
            content_segment_loc: [
              { value: 'https://example.com/a.mp4', attributes: { duration: '1' } },
              { value: `${lost}.mp4`, attributes: { duration: '2' } },
            ],
          },
        ],
        alternates: [{ rel: 'alternate', hreflang: 'fr', href: `${lost}/fr` }],
      }),
    ).toEqual([
      "image-replacement-character 0 loc: Image 1's loc contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
      "video-replacement-character 0 player_loc: Video 1's player_loc contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
      "video-replacement-character 0 content_segment_loc: Video 1's content_segment_loc contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
      "video-replacement-character 0 uploader: Video 1's uploader contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
      "alternate-replacement-character 0 href: Alternate 1's href contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
    ]);
    // Its escaped bytes are another matter: %EF%BF%BD is what the URL says.
    expect(
      where({
        ...fullRow(1),
        alternates: [{ rel: 'alternate', hreflang: 'fr', href: 'https://example.com/%EF%BF%BD' }],
      }),
    ).toEqual([]);
  });

  it('says which entry and which of its fields each problem is about, for the row details panel', () => {
    const where = (value: UrlRow) =>
      checkExtensions(value, NOW).map((found) => `${found.code} ${found.item ?? '-'} ${(found.keys ?? []).join(',')}`);
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
