import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../../../../shared/protocol';
import { CATALOGUE } from '../../../../../shared/problem-catalogue';
import { EXTENSION_PROBLEMS } from '../../../../../shared/problem-catalogue/extension-problems';
import { emptyRow, type ImageEntry, type UrlRow } from '../../../../../shared/url-table';
import { checkExtensions } from '../../../../../shared/validation/extension-rules';
import { fullRow, fullVideo } from '../../../../support/full-row';

/** The clock the rules are given: the day after fullRow's news was published. */
const NOW = Date.UTC(2026, 10, 21, 12);

const image = (loc: string, old: Partial<ImageEntry> = {}): ImageEntry => ({
  loc,
  caption: null,
  geo_location: null,
  title: null,
  license: null,
  extra: [],
  ...old,
});

/** An element of the extension kept as raw XML, as the import keeps one with attributes it has no field for. */
const kept = (prefix: 'image' | 'video' | 'news', name: string): string =>
  `<${prefix}:${name} xmlns:${prefix}="${NAMESPACES[prefix]}" xml:lang="fr">x</${prefix}:${name}>`;

/** A row with every fault the extension rules know, most of them more than once. */
function faultyRow(): UrlRow {
  const row = fullRow(1);
  row.images = [
    image('', { caption: 'old', geo_location: 'g', title: 't', license: 'l' }),
    { ...image('/x.jpg'), extra: [kept('image', 'loc')] },
    ...Array.from({ length: 1000 }, (_, i) => image(`https://example.com/${i}.jpg`)),
  ];
  const video = Object.assign(fullVideo(1), {
    thumbnail_loc: '/t.jpg',
    content_loc: 'x',
    title: 'x'.repeat(101),
    description: 'd'.repeat(2049),
    duration: '0',
    rating: '9',
    view_count: 'many',
    publication_date: 'May',
    expiration_date: 'June',
    live: 'maybe',
    family_friendly: 'Y',
    requires_subscription: 'nope',
    tag: Array.from({ length: 33 }, (_, i) => `t${i}`),
    restriction: { value: 'Germany', attributes: { relationship: 'maybe' } },
    platform: { value: 'console', attributes: { relationship: 'x' } },
    uploader: { value: 'u'.repeat(256), attributes: { info: null } },
    tvshow: {
      show_title: 'S',
      video_type: null,
      episode_title: null,
      season_number: null,
      episode_number: null,
      premier_date: null,
    },
  });
  const unnamed = {
    ...fullVideo(2),
    title: null,
    thumbnail_loc: null,
    content_loc: null,
    player_loc: null,
    restriction: { value: 'US', attributes: { relationship: null } },
  };
  row.videos = [video, unnamed, { ...fullVideo(3), description: '', extra: [kept('video', 'title')] }];
  row.news = {
    ...row.news!,
    access: 'Subscription',
    publication_name: null,
    publication_language: 'english',
    publication_date: 'yesterday',
    title: null,
    extra: [kept('news', 'language')],
  };
  row.alternates = [
    { rel: null, hreflang: null, href: null },
    { rel: 'alternate', hreflang: 'english', href: '/de/' },
    { rel: 'canonical', hreflang: 'de', href: 'https://example.com/de/' },
    { rel: 'alternate', hreflang: 'en-UK', href: 'https://example.com/uk/' },
  ];
  return row;
}

/**
 * What the rules said before the catalogue took over their words (#12): the same text, in the same
 * order. A change here is a change people see, in the grid, the details panel and the CLI.
 */
const WORDS = [
  'images-too-many: This URL lists 1002 images; Google reads at most 1000.',
  'image-loc-missing: Image 1 has no image:loc.',
  'image-field-deprecated: Image 1 has image:caption, image:geo_location, image:title, image:license, which Google no longer uses.',
  'image-loc-not-absolute: Image 2\'s loc "/x.jpg" is not an absolute http(s) URL.',
  'image-field-twice: Image 2 has image:loc filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
  'video-url-not-absolute: Video 1\'s thumbnail_loc "/t.jpg" is not an absolute http(s) URL.',
  "video-title-long: Video 1's title has 101 characters; Google shows at most 100.",
  "video-description-long: Video 1's description has 2049 characters; the limit is 2048.",
  'video-url-not-absolute: Video 1\'s content_loc "x" is not an absolute http(s) URL.',
  'video-duration-invalid: Video 1\'s duration "0" must be whole seconds from 1 to 28800.',
  'video-date-invalid: Video 1\'s expiration_date "June" is not a W3C Datetime.',
  'video-rating-invalid: Video 1\'s rating "9" must be a number from 0.0 to 5.0.',
  'video-view-count-invalid: Video 1\'s view_count "many" must be a whole number.',
  'video-date-invalid: Video 1\'s publication_date "May" is not a W3C Datetime.',
  'video-tags-too-many: Video 1 has 33 tags; Google reads at most 32.',
  'video-yes-no-invalid: Video 1\'s family_friendly must be yes or no, not "Y".',
  'video-restriction-invalid: Video 1\'s restriction must be country codes separated by spaces (ISO 3166), not "Germany".',
  'video-relationship-invalid: Video 1: relationship must be allow or deny, not "maybe".',
  'video-yes-no-invalid: Video 1\'s requires_subscription must be yes or no, not "nope".',
  "video-uploader-long: Video 1's uploader has more than 255 characters.",
  'video-platform-invalid: Video 1\'s platform must list web, mobile or tv, not "console".',
  'video-relationship-invalid: Video 1: relationship must be allow or deny, not "x".',
  'video-yes-no-invalid: Video 1\'s live must be yes or no, not "maybe".',
  'video-field-deprecated: Video 1 has video:category, video:gallery_loc, video:price, video:tvshow, player_loc allow_embed, player_loc autoplay, which Google no longer uses.',
  'video-required-missing: Video 2 needs video:thumbnail_loc, video:title, video:content_loc or player_loc.',
  'video-relationship-missing: Video 2: video:restriction needs relationship="allow" or "deny", which the schema requires: choose one in Row details.',
  'video-field-deprecated: Video 2 has video:category, video:gallery_loc, video:price, which Google no longer uses.',
  'video-required-missing: Video 3 needs video:description.',
  'video-field-twice: Video 3 has video:title filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
  'video-field-deprecated: Video 3 has video:category, video:gallery_loc, video:price, player_loc allow_embed, player_loc autoplay, which Google no longer uses.',
  'news-required-missing: The news entry needs news:publication name, news:title.',
  'news-language-invalid: News language "english" must be an ISO 639 code such as en, fr or zh-cn.',
  'news-date-invalid: News publication_date "yesterday" is not a W3C Datetime.',
  'news-field-twice: The news entry has news:publication language filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
  'news-field-deprecated: The news entry has news:access, news:genres, news:keywords, news:stock_tickers, which Google no longer uses.',
  'alternate-rel-invalid: Alternate 1 must have rel="alternate", not none.',
  'alternate-hreflang-missing: Alternate 1 has no hreflang.',
  'alternate-href-missing: Alternate 1 has no href.',
  'alternate-hreflang-invalid: Alternate 2\'s hreflang "english" is not a language code such as en, de-CH or x-default.',
  'alternate-href-not-absolute: Alternate 2\'s href "/de/" is not an absolute http(s) URL.',
  'alternate-rel-invalid: Alternate 3 must have rel="alternate", not "canonical".',
  'alternate-hreflang-unknown: Alternate 4\'s hreflang "en-UK" has a region that is not in ISO 3166-1, so search engines ignore it: did you mean "en-GB"?',
];

/** The extension rules report codes with parameters; the catalogue words them and says how bad they are. */
describe('the extension rules and the catalogue', () => {
  it('word every fault of a row as the rules always have, with the severity and field of its code', () => {
    const found = checkExtensions(faultyRow(), NOW);
    expect(found.map((item) => `${item.code}: ${item.message}`)).toEqual(WORDS);
    for (const item of found) {
      expect([item.severity, item.field], item.code).toEqual([
        CATALOGUE[item.code].severity,
        CATALOGUE[item.code].field,
      ]);
    }
  });

  it("reach every extension code of the catalogue (the news sitemap's size is checked per file, elsewhere)", () => {
    const old = { ...emptyRow('https://example.com/'), news: fullRow(1).news };
    const broken = fullRow(1);
    broken.images[0]!.caption = '\uD800';
    broken.videos[0]!.title = '\uD800';
    broken.news!.title = '\uD800';
    broken.alternates[0]!.href = '\uD800';
    // A URL with a character lost in decoding (U+FFFD) in each extension that links to one.
    const lost = fullRow(1);
    lost.images[0]!.loc = 'https://example.com/caf\uFFFD.jpg';
    lost.videos[0]!.content_loc = 'https://example.com/caf\uFFFD.mp4';
    lost.alternates[0]!.href = 'https://example.com/caf\uFFFD';
    // An alternate's href no loc could be.
    const long = fullRow(1);
    long.alternates[0]!.href = `https://example.com/${'x'.repeat(2_048)}`;
    // Values Google reads in a form the extensions' own schemas refuse.
    const forms = fullRow(1);
    forms.videos[0]!.restriction = { value: 'us', attributes: { relationship: 'allow' } };
    forms.news!.access = 'subscription';
    // An empty list the schema takes, and codes that are no country.
    const lists = fullRow(1);
    lists.videos = [
      { ...fullVideo(1), restriction: { value: '', attributes: { relationship: 'allow' } } },
      { ...fullVideo(2), restriction: { value: 'UK IE', attributes: { relationship: 'allow' } } },
    ];
    const reported = [
      ...checkExtensions(forms, NOW),
      ...checkExtensions(lists, NOW),
      ...checkExtensions(faultyRow(), NOW),
      ...checkExtensions(old, Date.UTC(2030, 0, 1)),
      ...checkExtensions(broken, NOW),
      ...checkExtensions(lost, NOW),
      ...checkExtensions(long, NOW),
    ];
    const perRow = Object.keys(EXTENSION_PROBLEMS).filter((code) => code !== 'news-sitemap-too-large');
    expect([...new Set(reported.map((item) => item.code))].sort()).toEqual(perRow.sort());
    expect(reported.find((item) => item.code === 'news-too-old')?.severity).toBe('warning');
  });
});
